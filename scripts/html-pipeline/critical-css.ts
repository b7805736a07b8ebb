import Beasties from 'beasties';
import postcss from 'postcss';
import { gzipSync } from 'node:zlib';
import {
  AFTER_PAINT_ATTRIBUTE,
  CRITICAL_STYLE_ATTRIBUTE,
  fullStylesheetOnLaterPagesScript,
  ROUTE_STYLE_ATTRIBUTE,
  WHOLE_SHEET_ATTRIBUTE,
} from '../../common/build-contract';
import { afterPaintHref, GLOBAL_AT_RULES, GLOBAL_LAYERS, splitStylesheet } from './after-paint-sheet';
import { sharedStylesheet, sharedStylesheetLink, stylesheetText } from './route-styles';
import type { HtmlTransform } from './transform';

/**
 * Writes into each page the part of the site-wide stylesheet that page uses, and loads the rest only
 * after the first paint. A render-blocking stylesheet is one more connection and round trip a phone
 * makes before it can paint anything; with the page's own rules in the HTML the paint waits for the
 * document alone (docs/decisions/0015-critical-css-after-paint.md).
 *
 * Each page carries every global rule of the sheet (its global layers and at-rules, whole) and, of the
 * components and utilities, the rules whose selectors match an element of the page (Beasties;
 * pseudo-classes ignored, so :hover and :focus rules come along). The sheet enabled after the paint
 * is the other half, which brings no global rule and so restyles only what its classes name
 * (scripts/html-pipeline/after-paint-sheet.ts,
 * docs/decisions/0099-the-after-paint-sheet-adds-no-global-rule.md).
 * Rules for states the page does not have yet (an open dialog, a swiper's runtime classes) are in the
 * after-paint sheet, which is in long before a script could create those states:
 * - with JavaScript, the browser entry enables its <link> once the page has painted, before it
 *   hydrates (app/lib/after-first-paint.ts);
 * - without JavaScript, a <noscript> link loads the whole sheet as usual.
 * The whole sheet's <link> keeps its place in <head> with `disabled` (never fetched while disabled):
 * React DOM hydrates stylesheet links by their href, and adds one it does not find.
 */

/** Rules left out of the inlined CSS: the social icons' masks (2.4 KB of paths) are not needed for the first paint. */
const AFTER_PAINT_SELECTORS = ['.brand-icon'];

/**
 * Typefaces no rule may name before the first paint: headings name Fraunces first, and a family named before the
 * paint is downloaded before it. The after-paint sheet names it (after-paint-sheet.ts; app/lib/heading-font.ts).
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
 * The page's rules of the components and utilities layers (and the unlayered ones), after every global rule of the
 * stylesheet, whole: Beasties' copy of the global layers and at-rules is dropped for the complete one, so that the
 * sheet enabled after the paint brings none (after-paint-sheet.ts).
 */
const finishRules = (css: string, global: string) => {
  const root = postcss.parse(css);
  root.each((node) => {
    if (node.type !== 'atrule') return;
    const globalLayer = node.name === 'layer' && GLOBAL_LAYERS.includes(node.params);
    if (globalLayer || GLOBAL_AT_RULES.includes(node.name)) node.remove();
  });
  root.walkRules((rule) => {
    if (AFTER_PAINT_SELECTORS.some((selector) => rule.selector.includes(selector))) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return global + root.toString();
};

/** What route-styles.ts wrote into the page: Beasties must weigh the page against the shared sheet only. */
const ROUTE_STYLES = new RegExp(
  `<style ${ROUTE_STYLE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>|<link rel="stylesheet" href="[^"]+" disabled=""/>`,
  'g',
);

/** The global rules of `stylesheet` (the CSS text), whole, and those of the rest that the page's HTML uses. */
export async function criticalRules(
  html: string,
  href: string,
  stylesheet: string,
  global = splitStylesheet(stylesheet, AFTER_PAINT_FONT_FAMILIES).global,
): Promise<string> {
  // Beasties reads the stylesheet through readFile; it gets only the shared sheet, not the route sheets already
  // inlined.
  beasties.readFile = () => stylesheet;
  const processed = await beasties.process(html.replace(ROUTE_STYLES, ''));
  const inlined = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  if (!inlined) throw new Error(`Beasties found no rule of ${href} in the page`);
  return finishRules(inlined, global);
}

/**
 * The page with the shared stylesheet's link replaced by its critical rules, that link disabled (React DOM finds it by
 * its href when it hydrates), the disabled link to the after-paint sheet, the script that enables it at once on a
 * later page of the visit (cached by then), and a <noscript> link to the whole sheet.
 */
export function withCriticalCss(html: string, href: string, rules: string, afterPaint: string): string {
  const link = `<link rel="stylesheet" href="${href}"/>`;
  return html.replace(
    link,
    `<style ${CRITICAL_STYLE_ATTRIBUTE}="${href}">${rules}</style><link rel="stylesheet" href="${href}" disabled="" ${WHOLE_SHEET_ATTRIBUTE}=""/><link rel="stylesheet" href="${afterPaint}" disabled="" ${AFTER_PAINT_ATTRIBUTE}=""/><script ${AFTER_PAINT_ATTRIBUTE}="">${fullStylesheetOnLaterPagesScript}</script><noscript>${link}</noscript>`,
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
    const { global, afterPaint } = splitStylesheet(stylesheet, AFTER_PAINT_FONT_FAMILIES);
    const afterPaintFile = afterPaintHref(shared, afterPaint);
    site.writeFile(afterPaintFile, afterPaint);
    return {
      requires: [sharedStylesheetLink(shared)],
      rewrite: async (html) =>
        withCriticalCss(html, shared, await criticalRules(html, shared, stylesheet, global), afterPaintFile),
      summary: (changed, pages) =>
        `critical rules of ${shared} (${kb(gzipSync(stylesheet).length)} gzip) written into ${changed} of ${pages} pages, with its global rules (${kb(gzipSync(global).length)} gzip); the rest loads after the paint as ${afterPaintFile} (${kb(gzipSync(afterPaint).length)} gzip)`,
    };
  },
};
