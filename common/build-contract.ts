/**
 * The build contract: every name, marker and inline script that the app (prerendered by React DOM,
 * then run in the browser), the build's HTML pipeline (scripts/html-pipeline/) and the form
 * service's rewrites of built pages (server/page-shell.ts, server/static/preselect.ts) must agree
 * on. Each is written here once; a side that writes one and a side that looks for it import the same
 * constant, so renaming it on one side cannot leave the other matching nothing.
 * Why the page is built this way: docs/decisions/0014-paint-before-hydration.md to 0016; why this module: 0026.
 */

/**
 * The attributes of a stylesheet `<link>` the build writes for a page that does not use it yet: the after-paint sheets
 * until the page enables them, and the links kept only for React DOM's hydration (the whole sheet, a route's sheet
 * written into the page). `disabled` keeps it from applying (and current Chromium from fetching it); a media query no
 * screen matches makes a browser that fetches a disabled sheet anyway (Chromium 150) fetch it last, at the lowest
 * priority, instead of beside the page's first requests at the highest
 * (docs/decisions/0106-a-sheet-not-used-yet-is-fetched-last.md). Enabling removes both (enableLink,
 * app/lib/after-first-paint.ts).
 */
export const NOT_YET_USED_LINK = 'disabled="" media="not all"';

// The site-wide stylesheet's rest after the first paint (docs/decisions/0015-critical-css-after-paint.md,
// docs/decisions/0100-the-after-paint-sheet-restyles-what-it-names.md).

/**
 * Marks the after-paint stylesheet's disabled `<link>` and the inline script after it. The build's
 * critical-css transform writes both; the browser entry (app/lib/after-first-paint.ts), that inline script and the
 * app's loadHeadingFont (app/lib/heading-font.ts) find the link by it; page-shell.ts removes it.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Also on the `<link>` (beside AFTER_PAINT_ATTRIBUTE, after the sheet's) of the headings' faces, the part of the
 * after-paint stylesheet that the app enables while it hydrates, a frame after the rest (app/lib/heading-font.ts,
 * docs/decisions/0101-the-heading-font-arrives-a-frame-after-the-sheet.md).
 */
export const HEADING_FONT_ATTRIBUTE = 'data-heading-font';

/**
 * Marks the whole stylesheet's `<link>` as React Router rendered it, kept disabled beside the after-paint one: React
 * DOM finds a page's stylesheet links by their href when it hydrates, and would add the whole sheet again if that
 * link were gone or renamed. page-shell.ts removes it.
 */
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';

/**
 * `<style data-critical="/assets/root-….css">`: the global rules of the site-wide stylesheet (named by the attribute)
 * and the rest of it that the page uses, written by the build, removed by page-shell.ts.
 */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical';

/**
 * `<style data-href="/assets/home-….css">`: a route's own stylesheet written into its page by the build; page weights
 * count it as CSS.
 */
export const ROUTE_STYLE_ATTRIBUTE = 'data-href';

/** Session flag, set by the app once the after-paint stylesheet and Fraunces are in this tab's HTTP cache. */
export const STYLES_CACHED_KEY = 'clinic-styles-cached';

/**
 * Inline right after the after-paint stylesheet's disabled `<link>`s: on a later page of the visit, enable them before
 * the first paint (they and the font are cached by then), as enableLink (app/lib/after-first-paint.ts) does.
 */
export const fullStylesheetOnLaterPagesScript = `try{if(sessionStorage.getItem('${STYLES_CACHED_KEY}'))document.querySelectorAll('link[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(l){l.removeAttribute('media');l.removeAttribute('disabled')})}catch(e){}`;

// The first-visit loading overlay (app/components/chrome/LoadingOverlay.tsx).

/** Session flag: the overlay has been shown in this visit. */
export const OVERLAY_SEEN_KEY = 'clinic-overlay-seen';

/**
 * On `<html>`: no overlay (a later page of the visit, or a page the service writes). app/app.css hides the overlay
 * under it.
 */
export const NO_OVERLAY_CLASS = 'no-overlay';

// Pictures written into the page (docs/decisions/0016-one-restyle-after-paint.md).

/**
 * The fetch priority ContentImage (app/components/ui/ContentImage.tsx) gives the page's largest
 * picture. React DOM writes it as `fetchPriority="high"`, on the `<img>` and on its preload link;
 * the build's lcp-svg transform finds the picture, and its preload, by it.
 */
export const LCP_FETCH_PRIORITY = 'high';

/** The attribute as React DOM writes it into the prerendered HTML. */
export const LCP_FETCH_PRIORITY_ATTRIBUTE = `fetchPriority="${LCP_FETCH_PRIORITY}"`;

/**
 * On a small SVG shown beside the largest picture (ContentImage's `inlineInPage`): the build writes it into the page
 * too.
 */
export const INLINE_IN_PAGE_ATTRIBUTE = 'data-inline';

// Attribute values as React DOM writes them into the prerendered HTML.

/**
 * The entities React DOM escapes attribute values with, and the character each stands for: the service reads `<option
 * value>` back (server/static/preselect.ts).
 */
export const REACT_ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
