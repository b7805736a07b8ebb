import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES, withInlineLcpSvg } from '../../scripts/html-pipeline/lcp-svg';
import { svgDataUri } from '../../scripts/html-pipeline/svg-data-uri';

const HERO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0f766e"/></svg>';
const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#ccfbf1"/></svg>';
const files: Record<string, string> = { '/img/hero.svg': HERO, '/img/avatar.svg': AVATAR };
const readSvg = (src: string) => files[src];

/** Random text, which brotli shrinks to about three quarters: at least `bytes` once compressed. */
const filler = (bytes: number) => randomBytes(Math.ceil(bytes / 0.7)).toString('base64');

const page = (fillerBytes: number) =>
  `<html><head><link rel="preload" href="/img/hero.svg" as="image" fetchPriority="high"/></head><body><p>${filler(fillerBytes)}</p>` +
  '<img src="/img/avatar.svg" alt="" loading="lazy" decoding="async" fetchPriority="low" data-inline=""/>' +
  '<img src="/img/hero.svg" alt="A hero" width="10" height="10" loading="eager" fetchPriority="high"/>' +
  '<img src="/img/other.svg" alt="" loading="lazy" fetchPriority="low"/></body></html>';

describe('the largest picture in the page (scripts/html-pipeline/lcp-svg.ts)', () => {
  it('writes the priority SVG and the marked ones into a page that already takes a second round trip, and drops the preload', () => {
    const html = withInlineLcpSvg(page(FIRST_ROUND_TRIP_BYTES + 1024), readSvg);
    expect(html).toContain(
      `<img src="${svgDataUri(HERO)}" alt="A hero" width="10" height="10" loading="eager" fetchPriority="high"/>`,
    );
    expect(html).toContain(`<img src="${svgDataUri(AVATAR)}" alt=""`);
    expect(html).not.toContain('rel="preload"');
    // An image nobody marked stays a file.
    expect(html).toContain('<img src="/img/other.svg"');
  });

  it('leaves a page that fits the first round trip as it is: inlining would cost the document a round trip', () => {
    const html = page(2048);
    expect(withInlineLcpSvg(html, readSvg)).toBe(html);
  });

  it('leaves a picture too large to ride along a file', () => {
    const large = `<svg xmlns="http://www.w3.org/2000/svg"><text>${filler(5000)}</text></svg>`;
    const html = page(FIRST_ROUND_TRIP_BYTES + 1024);
    expect(withInlineLcpSvg(html, (src) => (src === '/img/hero.svg' ? large : readSvg(src)))).toContain(
      '<img src="/img/hero.svg"',
    );
  });

  it('is a valid URL in a double-quoted attribute: every space, quote, <, >, #, & and non-ASCII letter percent-encoded', () => {
    const uri = svgDataUri(`${HERO.replace('</svg>', '<title>Café & "tea" #1</title></svg>')}\n`);
    // Only what a URL's path may hold (RFC 3986), '%' only before two hex digits, and no '&' for HTML to read.
    expect(uri).toMatch(/^data:image\/svg\+xml,(?:[A-Za-z0-9\-._~!$'()*+,;=:@/]|%[0-9A-F]{2})*$/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toContain("<title>Café & 'tea' #1</title>");
  });

  it('separates numbers with commas rather than encoded spaces, and draws the same shapes', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M 10 20 L -5 .5 C 1 2, 3 -4, 5.5 6 Z m 1e-2 3" transform="rotate(-8 20 20) scale(2)"/></svg>`;
    const decoded = decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0,0,40,40'><path d='M10,20L-5,.5C1,2,3-4,5.5,6Zm1e-2,3' transform='rotate(-8,20,20) scale(2)'/></svg>",
    );
    // The same numbers and commands, in the same order.
    const tokens = (text: string) => text.match(/[A-DF-Za-df-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g);
    const path = (text: string) => /d=["']([^"']*)["']/.exec(text)![1]!;
    expect(tokens(path(decoded))).toEqual(tokens(path(svg)));
  });
});
