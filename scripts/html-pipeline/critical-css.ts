import Beasties from 'beasties';
import postcss from 'postcss';
import { gzipSync } from 'node:zlib';
import {
  AFTER_PAINT_ATTRIBUTE,
  CRITICAL_STYLE_ATTRIBUTE,
  fullStylesheetOnLaterPagesScript,
  HEADING_FONT_ATTRIBUTE,
  NOT_YET_USED_LINK,
  ROUTE_STYLE_ATTRIBUTE,
  WHOLE_SHEET_ATTRIBUTE,
} from '../../common/build-contract';
import {
  isAfterPaintLayer,
  isGlobal,
  isGlobalInLayer,
  isGlobalLayer,
  partHref,
  splitStylesheet,
} from './after-paint-sheet';
import { sharedStylesheet, sharedStylesheetLink, stylesheetText, withoutFragment } from './route-styles';
import type { HtmlTransform } from './transform';

/**
 * Writes into each page the part of the site-wide stylesheet that page uses, and loads the rest only
 * after the first paint. A render-blocking stylesheet is one more connection and round trip a phone
 * makes before it can paint anything; with the page's own rules in the HTML the paint waits for the
 * document alone (docs/decisions/0015-critical-css-after-paint.md).
 *
 * Each page carries, whole, the sheet's rules that would restyle the whole page if they came later
 * (its `@keyframes`, `@property`, faces and rules for any element), and of the rest the rules whose
 * selectors match an element of the page (Beasties; pseudo-classes ignored, so :hover and :focus
 * rules come along). The sheet enabled after the paint is the rest, which restyles only what its
 * selectors name (scripts/html-pipeline/after-paint-sheet.ts,
 * docs/decisions/0100-the-after-paint-sheet-restyles-what-it-names.md).
 * Rules for states the page does not have yet (an open dialog, a swiper's runtime classes) are in the
 * after-paint sheet, which is in long before a script could create those states:
 * - with JavaScript, the browser entry enables its <link> once the page has painted, before it
 *   hydrates (app/lib/after-first-paint.ts), and the headings' faces a frame after it has applied
 *   (app/lib/heading-font.ts);
 * - without JavaScript, a <noscript> link loads the whole sheet as usual.
 * The whole sheet's <link> keeps its place in <head>, not used (NOT_YET_USED_LINK, common/build-contract.ts):
 * React DOM hydrates stylesheet links by their href, and adds one it does not find.
 */

/** Rules left out of the inlined CSS: the social icons' masks (2.4 KB of paths) are not needed for the first paint. */
const AFTER_PAINT_SELECTORS = ['.brand-icon'];

/**
 * Typefaces whose @font-face is left out of the inlined CSS: headings name Fraunces first, and a face
 * declared before the first paint would be downloaded before it. Its faces are a file of their own, enabled a
 * frame after the after-paint sheet; then it loads and swaps in (after-paint-sheet.ts; app/lib/heading-font.ts).
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
 * The sheet's global rules, whole, then the page's share of the rest: Beasties' copies of global rules (a subset) are
 * dropped for the complete set, so that the sheet enabled after the paint need bring none (after-paint-sheet.ts).
 */
const finishRules = (css: string, global: string) => {
  const root = postcss.parse(css);
  root.each((node) => {
    // Beasties' faces, keyframes and properties, a subset: `global` has each one the page may use. Its copy of a
    // layer that waits for the paint whole (Tailwind's fallbacks for browsers without `@property`) goes too.
    if (
      (node.type === 'atrule' && (node.name === 'font-face' || isGlobal(node, AFTER_PAINT_FONT_FAMILIES))) ||
      isAfterPaintLayer(node)
    )
      node.remove();
    else if (isGlobalLayer(node))
      node.each((child) => {
        if (isGlobalInLayer(child)) child.remove();
      });
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
  `<style ${ROUTE_STYLE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>|<link rel="stylesheet" href="[^"]+" ${NOT_YET_USED_LINK}/>`,
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

/** The files a page enables after its paint: the after-paint sheet, then the headings' faces. */
export interface AfterPaintFiles {
  readonly afterPaint: string;
  readonly headingFont: string;
}

/**
 * React Router names the shared sheet with an empty fragment (`/assets/entry-….css#`) because a lazy chunk (a
 * carousel) lists it too, and the bundler's loader adds, enabled, each CSS file it lists that no link names by the
 * file's own name (route-styles.ts): the whole sheet again, a restyle of every element. That link, written here
 * disabled, is found there, and nothing is added
 * (docs/decisions/0101-the-heading-font-arrives-a-frame-after-the-sheet.md).
 */
function linkForLazyChunks(href: string): string {
  const file = withoutFragment(href);
  return file === href
    ? ''
    : `<link rel="stylesheet" href="${file}" ${NOT_YET_USED_LINK} ${WHOLE_SHEET_ATTRIBUTE}=""/>`;
}

/**
 * The page with the shared stylesheet's link replaced by its critical rules, that link disabled (React DOM finds it by
 * its href when it hydrates) and its twin for lazy chunks, the disabled links to the after-paint sheet and the
 * headings' faces, the script that enables them at once on a later page of the visit (cached by then), and a
 * <noscript> link to the whole sheet.
 */
export function withCriticalCss(html: string, href: string, rules: string, files: AfterPaintFiles): string {
  const link = `<link rel="stylesheet" href="${href}"/>`;
  return html.replace(
    link,
    `<style ${CRITICAL_STYLE_ATTRIBUTE}="${href}">${rules}</style><link rel="stylesheet" href="${href}" ${NOT_YET_USED_LINK} ${WHOLE_SHEET_ATTRIBUTE}=""/>${linkForLazyChunks(href)}<link rel="stylesheet" href="${files.afterPaint}" ${NOT_YET_USED_LINK} ${AFTER_PAINT_ATTRIBUTE}=""/><link rel="stylesheet" href="${files.headingFont}" ${NOT_YET_USED_LINK} ${AFTER_PAINT_ATTRIBUTE}="" ${HEADING_FONT_ATTRIBUTE}=""/><script ${AFTER_PAINT_ATTRIBUTE}="">${fullStylesheetOnLaterPagesScript}</script><noscript>${link}</noscript>`,
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
    const { global, afterPaint, heldBackFaces } = splitStylesheet(stylesheet, AFTER_PAINT_FONT_FAMILIES);
    const files = {
      afterPaint: partHref(shared, 'after-paint', afterPaint),
      headingFont: partHref(shared, 'heading-font', heldBackFaces),
    };
    site.writeFile(files.afterPaint, afterPaint);
    site.writeFile(files.headingFont, heldBackFaces);
    return {
      requires: [sharedStylesheetLink(shared)],
      rewrite: async (html) =>
        withCriticalCss(html, shared, await criticalRules(html, shared, stylesheet, global), files),
      summary: (changed, pages) =>
        `critical rules of ${shared} (${kb(gzipSync(stylesheet).length)} gzip) written into ${changed} of ${pages} pages, with its global rules (${kb(gzipSync(global).length)} gzip); the rest loads after the paint as ${files.afterPaint} (${kb(gzipSync(afterPaint).length)} gzip), then the headings' faces as ${files.headingFont}`,
    };
  },
};
