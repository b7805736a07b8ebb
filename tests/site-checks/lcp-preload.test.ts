import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';

const pages = new Map(builtPages());
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('<body'));
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`, 'i').exec(tag)?.[1];
const imagePreloads = (html: string) =>
  [...head(html).matchAll(/<link [^>]*rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'as') === 'image');

/**
 * Pages whose LCP is a picture fetched as a file: a doctor's portrait (the page fits the first round trip) and a raster
 * photo.
 */
const withLcpImage = ['/dr-ananya-rao', '/about'];

/**
 * Pages whose LCP is a small SVG written into the HTML (scripts/html-pipeline/lcp-svg.ts): the home heroes, services,
 * posts.
 */
const withInlinedLcpSvg = ['/', '/home2', '/home3', '/Diabetes', '/blog/healthy-ageing-at-home'];

describe('LCP image preload (React DOM writes it from the priority ContentImage)', () => {
  for (const page of withLcpImage) {
    it(`${page} preloads, once and from <head>, the high-priority image its body shows`, () => {
      const html = pages.get(page);
      expect(html, page).toBeDefined();
      const preloads = imagePreloads(html!);
      expect(preloads, preloads.join('\n')).toHaveLength(1);
      const preload = preloads[0]!;
      expect(attr(preload, 'fetchPriority')).toBe('high');
      const priorityImages = [...body(html!).matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0]);
      expect(priorityImages).toHaveLength(1);
      const srcset = attr(preload, 'imageSrcSet');
      if (srcset) {
        // A raster: the preload is the AVIF <source> of the same <picture>.
        expect(attr(preload, 'type')).toBe('image/avif');
        expect(body(html!)).toContain(`<source type="image/avif" srcSet="${srcset}"`);
      } else {
        expect(attr(priorityImages[0]!, 'src')).toBe(attr(preload, 'href'));
      }
      expect(priorityImages[0]).toMatch(/loading="eager"/);
    });
  }

  for (const page of withInlinedLcpSvg) {
    it(`${page} carries its largest picture in the HTML, so nothing is fetched or preloaded for it`, () => {
      const html = pages.get(page)!;
      expect(imagePreloads(html)).toEqual([]);
      const priorityImages = [...body(html).matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0]);
      expect(priorityImages).toHaveLength(1);
      expect(attr(priorityImages[0]!, 'src')).toMatch(/^data:image\/svg\+xml,%3Csvg%20xmlns=/);
      expect(priorityImages[0]).toMatch(/loading="eager"/);
    });
  }

  it('pages whose largest paint is text preload no image', () => {
    expect(imagePreloads(pages.get('/faqs')!)).toEqual([]);
  });
});
