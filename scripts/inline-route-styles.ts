import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_STYLE_ATTRIBUTE } from '../common/build-contract';
import { listPages } from './built-pages';

/**
 * Writes each page's own small stylesheets (a route's CSS, such as the home sections' and the
 * carousel's) into the page as <style>, keeping the site-wide stylesheet as the one render-blocking
 * request. Over HTTP/1.1 each extra stylesheet is another connection a phone opens before it can
 * paint: on the home pages the two small ones held the first paint back by about 150 ms
 * (docs/decisions/0014-paint-before-hydration.md).
 *
 * The <link> stays in the HTML with `disabled`, which the browser never fetches: React DOM hydrates
 * the <head> React Router rendered (it does not compare attributes in production builds), and the
 * link stays React's to remove when the visitor navigates away. The <style> copy stays in the
 * document after that; its rules only match the route's own classes.
 */

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;

/** The stylesheet every page links: it stays a cached, shared request. */
export function sharedStylesheet(pagesHtml: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const html of pagesHtml) for (const [, href] of html.matchAll(STYLESHEET_LINK)) counts.set(href!, (counts.get(href!) ?? 0) + 1);
  return [...counts].find(([, count]) => count === pagesHtml.length)?.[0];
}

/** The page with every stylesheet but the shared one inlined; `read` gives a stylesheet's text by its href. */
export function inlineStyles(html: string, shared: string | undefined, read: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) =>
    href === shared ? link : `<style ${ROUTE_STYLE_ATTRIBUTE}="${href}">${read(href)}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
  );
}

export function inlineRouteStyles(buildDir: string): string {
  const files = listPages(buildDir).map((page) => path.join(buildDir, page, 'index.html'));
  const pages = files.map((file) => readFileSync(file, 'utf8'));
  const shared = sharedStylesheet(pages);
  const read = (href: string) => readFileSync(path.join(buildDir, href), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  let inlined = 0;
  pages.forEach((html, index) => {
    const rewritten = inlineStyles(html, shared, read);
    if (rewritten === html) return;
    inlined += 1;
    writeFileSync(files[index]!, rewritten);
  });
  return `route stylesheets written into ${inlined} of ${pages.length} pages (shared: ${shared ?? 'none'})`;
}
