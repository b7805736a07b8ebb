import Beasties from 'beasties';
import postcss from 'postcss';
import { gzipSync } from 'node:zlib';
import {
  AFTER_PAINT_ATTRIBUTE,
  CRITICAL_STYLE_ATTRIBUTE,
  fullStylesheetOnLaterPagesScript,
  ROUTE_STYLE_ATTRIBUTE,
} from '../../common/build-contract';
import { sharedStylesheet, sharedStylesheetLink, stylesheetText } from './route-styles';
import type { HtmlTransform } from './transform';

/**
 * Writes into each page the part of the site-wide stylesheet that page uses, and loads the whole
 * stylesheet only after the first paint. A render-blocking stylesheet is one more connection and
 * round trip a phone makes before it can paint anything; with the page's own rules in the HTML the
 * paint waits for the document alone (docs/decisions/0015-critical-css-after-paint.md).
 *
 * Beasties picks the rules whose selectors match an element of the page (pseudo-classes ignored, so
 * :hover and :focus rules come along), plus the @font-face, @property and @keyframes they use.
 * Rules for states the page does not have yet (an open dialog, a swiper's runtime classes) are in the
 * full stylesheet, which is in long before a script could create those states:
 * - with JavaScript, the browser entry enables the full stylesheet's <link> once the page has
 *   painted, before it hydrates (app/lib/after-first-paint.ts);
 * - without JavaScript, a <noscript> copy of the <link> loads it as usual.
 * The <link> keeps its place in <head> with `disabled` (never fetched while disabled), so React DOM
 * hydrates the <head> React Router rendered.
 */

/** Rules left out of the inlined CSS: the social icons' masks (2.4 KB of paths) are not needed for the first paint. */
const AFTER_PAINT_SELECTORS = ['.brand-icon'];

/**
 * Typefaces whose @font-face is left out of the inlined CSS: headings name Fraunces first, and a face
 * declared before the first paint would be downloaded before it. With the full stylesheet it loads
 * and swaps in (app/lib/heading-font.ts).
 */
const AFTER_PAINT_FONT_FAMILIES = ['Fraunces Variable'];

const beasties = new Beasties({
  path: '.',
  publicPath: '/',
  // Only the rules are wanted; where the stylesheet goes is decided below.
  preload: 'body',
  noscriptFallback: false,
  inlineFonts: false,
  preloadFonts: false,
  fonts: true,
  keyframes: 'critical',
  compress: true,
  pruneSource: false,
  reduceInlineStyles: false,
  // A <details> menu opens without JavaScript; its open state must be styled before the full stylesheet arrives.
  allowRules: [/\[open\]/],
  logLevel: 'warn',
});

/**
 * The critical rules plus every @font-face of the stylesheet but Fraunces': Beasties keeps only faces
 * named in a `font-family` declaration, and ours are named through the theme's variables. A face costs
 * nothing until text uses it, and without the headings' size-adjusted fallback faces the headings
 * would change size when the full stylesheet arrives.
 */
const finishRules = (css: string, stylesheet: string) => {
  const root = postcss.parse(css);
  const faces: postcss.AtRule[] = [];
  postcss.parse(stylesheet).walkAtRules('font-face', (face) => {
    const family = face.nodes?.find(
      (node): node is postcss.Declaration => node.type === 'decl' && node.prop === 'font-family',
    );
    const name = family?.value.replace(/^['"]|['"]$/g, '');
    if (!name || !AFTER_PAINT_FONT_FAMILIES.includes(name)) faces.push(face.clone());
  });
  root.walkAtRules('font-face', (face) => {
    face.remove();
  });
  root.prepend(...faces);
  root.walkRules((rule) => {
    if (AFTER_PAINT_SELECTORS.some((selector) => rule.selector.includes(selector))) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
};

/** What route-styles.ts wrote into the page: Beasties must weigh the page against the shared sheet only. */
const ROUTE_STYLES = new RegExp(
  `<style ${ROUTE_STYLE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>|<link rel="stylesheet" href="[^"]+" disabled=""/>`,
  'g',
);

/** The rules of `stylesheet` (the CSS text) that the page's HTML uses. */
export async function criticalRules(html: string, href: string, stylesheet: string): Promise<string> {
  // Beasties reads the stylesheet through readFile; it gets only the shared sheet, not the route sheets already
  // inlined.
  beasties.readFile = () => stylesheet;
  const processed = await beasties.process(html.replace(ROUTE_STYLES, ''));
  const inlined = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  if (!inlined) throw new Error(`Beasties found no rule of ${href} in the page`);
  return finishRules(inlined, stylesheet);
}

/**
 * The page with the shared stylesheet's link replaced by its critical rules, the disabled link, the
 * script that enables it at once on a later page of the visit (cached by then), and a <noscript> link.
 */
export function withCriticalCss(html: string, href: string, rules: string): string {
  const link = `<link rel="stylesheet" href="${href}"/>`;
  return html.replace(
    link,
    `<style ${CRITICAL_STYLE_ATTRIBUTE}="${href}">${rules}</style><link rel="stylesheet" href="${href}" disabled="" ${AFTER_PAINT_ATTRIBUTE}=""/><script ${AFTER_PAINT_ATTRIBUTE}="">${fullStylesheetOnLaterPagesScript}</script><noscript>${link}</noscript>`,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const inlineCriticalCss: HtmlTransform = {
  name: 'critical css',
  prepare: (site) => {
    const shared = sharedStylesheet(site.pages.values());
    const css = shared === undefined ? undefined : site.readFile(shared);
    if (!shared || css === undefined) throw new Error('no stylesheet the build holds is linked by every page');
    const stylesheet = stylesheetText(css);
    return {
      requires: [sharedStylesheetLink(shared)],
      rewrite: async (html) => withCriticalCss(html, shared, await criticalRules(html, shared, stylesheet)),
      summary: (changed, pages) =>
        `critical rules of ${shared} (${kb(gzipSync(stylesheet).length)} gzip) written into ${changed} of ${pages} pages; the full sheet loads after the paint`,
    };
  },
};
