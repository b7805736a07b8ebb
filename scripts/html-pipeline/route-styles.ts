import { NOT_YET_USED_LINK, ROUTE_STYLE_ATTRIBUTE } from '../../common/build-contract';
import { countOf, exactlyOne, literal, noneOf, type HtmlTransform, type Requirement } from './transform';

/**
 * Writes each page's own small stylesheets (a route's CSS, such as the home sections' and the
 * carousel's) into the page as <style>, keeping the site-wide stylesheet as the one render-blocking
 * request. Over HTTP/1.1 each extra stylesheet is another connection a phone opens before it can
 * paint: on the home pages the two small ones held the first paint back by about 150 ms
 * (docs/decisions/0014-paint-before-hydration.md).
 *
 * The <link> stays in the HTML, not used (NOT_YET_USED_LINK, common/build-contract.ts): React DOM hydrates
 * the <head> React Router rendered (it does not compare attributes in production builds), and the
 * link stays React's to remove when the visitor navigates away. The <style> copy stays in the
 * document after that; its rules only match the route's own classes.
 */

/**
 * A stylesheet link as React Router writes it. It ends the href with `#` when a module some route loads with
 * `import()` also needs that stylesheet (Vite then adds a link of its own, which React does not remove when the route
 * goes); the fragment names the same file.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css#?)"\/>/g;

/** A URL's file: a fragment (`/assets/entry.css#`, see STYLESHEET_LINK) names no other file. */
export const withoutFragment = (url: string) => url.split('#')[0]!;
const ANY_STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The stylesheet every page links: it stays a cached, shared request (and critical-css.ts cuts it down). */
export function sharedStylesheet(pagesHtml: Iterable<string>): string | undefined {
  const counts = new Map<string, number>();
  let pages = 0;
  for (const html of pagesHtml) {
    pages += 1;
    for (const [, href] of html.matchAll(STYLESHEET_LINK)) counts.set(href!, (counts.get(href!) ?? 0) + 1);
  }
  return [...counts].find(([, count]) => count === pages)?.[0];
}

/** Required by the transforms on the shared stylesheet: each page links it once, as React Router writes it. */
export const sharedStylesheetLink = (shared: string): Requirement =>
  exactlyOne(
    `<link rel="stylesheet" href="${shared}"/> (the site-wide stylesheet)`,
    literal(`<link rel="stylesheet" href="${shared}"/>`),
  );

/** The stylesheet's text without its source-map comment. */
export const stylesheetText = (css: string): string => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

/** The page with every stylesheet but the shared one inlined; `read` gives a stylesheet's text by its href. */
export function inlineStyles(html: string, shared: string | undefined, read: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) =>
    href === shared
      ? link
      : `<style ${ROUTE_STYLE_ATTRIBUTE}="${href}">${read(href)}</style><link rel="stylesheet" href="${href}" ${NOT_YET_USED_LINK}/>`,
  );
}

export const inlineRouteStyles: HtmlTransform = {
  name: 'route styles',
  prepare: (site) => {
    const shared = sharedStylesheet(site.pages.values());
    if (!shared)
      throw new Error('no stylesheet is linked by every page, as <link rel="stylesheet" href="/assets/….css"/>');
    const read = (href: string) => {
      const css = site.readFile(href);
      if (css === undefined) throw new Error(`a page links ${href}, which the build does not hold`);
      return stylesheetText(css);
    };
    const recognised = countOf(STYLESHEET_LINK);
    return {
      requires: [
        sharedStylesheetLink(shared),
        // A route stylesheet written some other way would stay a render-blocking request, unnoticed.
        noneOf(
          'stylesheet link in another form than <link rel="stylesheet" href="/assets/….css"/>',
          (html) => countOf(ANY_STYLESHEET_LINK)(html) - recognised(html),
        ),
      ],
      rewrite: (html) => inlineStyles(html, shared, read),
      summary: (changed, pages) => `route stylesheets written into ${changed} of ${pages} pages (shared: ${shared})`,
    };
  },
};
