/**
 * The headings' typeface (Fraunces) comes in after the page has painted, so its 37 KB never stand
 * between a patient and the first view of the page (docs/decisions/0014-paint-before-hydration.md).
 *
 * Until then headings are set in the phone's own serif, scaled to Fraunces' width (the fallback
 * faces in app/app.css), so the swap moves little. Once the font has loaded in this tab, every
 * later page declares it from the first paint: the inline script below runs before the first
 * paint and finds the font in the HTTP cache, so there is no visible swap on later pages.
 */

/** Class on <html> that switches headings to Fraunces (app/app.css). */
export const HEADING_FONT_CLASS = 'heading-font';

const LOADED_KEY = 'clinic-heading-font';

/** Inline in <head>: on a later page of the visit, Fraunces is used from the first paint. */
export const headingFontOnLaterPagesScript = `try{if(sessionStorage.getItem('${LOADED_KEY}'))document.documentElement.classList.add('${HEADING_FONT_CLASS}')}catch(e){}`;

/** After hydration (itself after the first paint): switch the headings to Fraunces and remember it once loaded. */
export function switchToHeadingFont(): void {
  document.documentElement.classList.add(HEADING_FONT_CLASS);
  void document.fonts
    ?.load('600 1em "Fraunces Variable"')
    .then((faces) => {
      if (faces.length > 0) sessionStorage.setItem(LOADED_KEY, '1');
    })
    .catch(() => undefined);
}
