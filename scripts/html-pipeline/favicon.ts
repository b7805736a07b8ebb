import { exactlyOne, type HtmlTransform } from './transform';

/**
 * Writes the favicon into every page's <head> as a data URI (it is a 0.2 KB SVG). A browser asks
 * for a page's icon as soon as the page has loaded, often before the first paint on a fast link,
 * and asks for /favicon.ico when the page names none: either is one more connection a phone opens
 * before it paints (docs/decisions/0015-critical-css-after-paint.md). The icon by URL stays in the
 * page's <noscript> (app/root.tsx) for crawlers.
 */
export function withInlineFavicon(html: string, svg: string): string {
  const link = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"/>`;
  return html.replace('</head>', `${link}</head>`);
}

export const inlineFavicon: HtmlTransform = {
  name: 'favicon',
  prepare: (site) => {
    const svg = site.readFile('/favicon.svg');
    if (svg === undefined) throw new Error('the build holds no /favicon.svg');
    return {
      requires: [exactlyOne('</head>', /<\/head>/)],
      rewrite: (html) => withInlineFavicon(html, svg),
      summary: (changed, pages) =>
        `favicon.svg (${svg.length} bytes) written into ${changed} of ${pages} pages as a data URI`,
    };
  },
};
