import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from './built-pages';

/**
 * Writes the favicon into every page's <head> as a data URI (it is a 0.2 KB SVG). A browser asks
 * for a page's icon as soon as the page has loaded, often before the first paint on a fast link,
 * and asks for /favicon.ico when the page names none: either is one more connection a phone opens
 * before it paints (docs/decisions/0015-critical-css-after-paint.md). The icon by URL stays in the
 * page's <noscript> (app/root.tsx) for crawlers.
 */
export function withInlineFavicon(html: string, svg: string): string {
  const link = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg.trim())}"/>`;
  if (!html.includes('</head>')) throw new Error('inline-favicon: a page has no </head>');
  return html.replace('</head>', `${link}</head>`);
}

export function inlineFavicon(buildDir: string): string {
  const svg = readFileSync(path.join(buildDir, 'favicon.svg'), 'utf8');
  const pages = listPages(buildDir);
  for (const page of pages) {
    const file = path.join(buildDir, page, 'index.html');
    writeFileSync(file, withInlineFavicon(readFileSync(file, 'utf8'), svg));
  }
  return `favicon.svg (${svg.length} bytes) written into ${pages.length} pages as a data URI`;
}
