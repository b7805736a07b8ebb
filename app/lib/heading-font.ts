import { AFTER_PAINT_ATTRIBUTE, STYLES_CACHED_KEY } from '@common/build-contract';

/**
 * The headings' typeface (Fraunces) comes in after the page has painted, so its 37 KB never stand
 * between a patient and the first view of the page (docs/decisions/0014-paint-before-hydration.md).
 *
 * Headings always name Fraunces first (app/app.css), but its @font-face is left out of the CSS a
 * page carries for its first paint and arrives with the sheet enabled after the paint
 * (scripts/html-pipeline/after-paint-sheet.ts). Until then headings are set in the phone's own serif,
 * scaled to Fraunces' width, so the swap moves little. Nothing toggles a class on <html> for it: that
 * restyled every element of the page, one of the longest tasks after the first paint
 * (docs/decisions/0016-one-restyle-after-paint.md).
 *
 * Once Fraunces has loaded in this tab, later pages of the visit apply the after-paint sheet from
 * the start (it and the font are in the HTTP cache): an inline script the build writes right after
 * the stylesheet's link (fullStylesheetOnLaterPagesScript, common/build-contract.ts) enables it
 * before the first paint once rememberHeadingFont has set STYLES_CACHED_KEY.
 */

/** After hydration: once the after-paint sheet and Fraunces have loaded, remember it for later pages of the visit. */
export function rememberHeadingFont(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`);
  const stylesheetLoaded =
    !link || link.sheet
      ? Promise.resolve()
      : new Promise((done) => link.addEventListener('load', done, { once: true }));
  void stylesheetLoaded
    .then(() => document.fonts?.load('600 1em "Fraunces Variable"'))
    .then((faces) => {
      if (faces && faces.length > 0) sessionStorage.setItem(STYLES_CACHED_KEY, '1');
    })
    .catch(() => undefined);
}
