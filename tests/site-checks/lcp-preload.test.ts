import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';

const pages = new Map(builtPages());
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const body = (html: string) => html.slice(html.indexOf('<body'));

/** Pages whose LCP is a picture: the home layouts' heroes, services, posts and doctors. */
const withLcpImage = ['/', '/home2', '/home3', '/Diabetes', '/blog/healthy-ageing-at-home', '/dr-ananya-rao'];

describe('LCP image preload', () => {
  for (const page of withLcpImage) {
    it(`${page} preloads, from <head>, the high-priority image its body shows`, () => {
      const html = pages.get(page);
      expect(html, page).toBeDefined();
      const preloads = [...head(html!).matchAll(/<link rel="preload" as="image" fetchPriority="high" href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloads).toHaveLength(1);
      expect(body(html!)).toMatch(new RegExp(`<img src="${preloads[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*loading="eager" fetchPriority="high"`));
    });
  }

  it('pages whose largest paint is text preload no image', () => {
    expect(head(pages.get('/faqs')!)).not.toMatch(/as="image"/);
  });
});
