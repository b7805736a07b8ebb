import { AFTER_PAINT_ATTRIBUTE, HEADING_FONT_ATTRIBUTE, STYLES_CACHED_KEY } from '@common/build-contract';
import { afterNextFrame, enableLink } from './after-first-paint';

/**
 * The headings' typeface (Fraunces) comes in after the page has painted, so its 37 KB never stand
 * between a patient and the first view of the page (docs/decisions/0014-paint-before-hydration.md).
 *
 * Headings always name Fraunces first (app/app.css), but its @font-face is left out of the CSS a page carries for its
 * first paint and arrives a frame after the sheet enabled after the paint (scripts/html-pipeline/after-paint-sheet.ts,
 * app/lib/after-first-paint.ts). Until then headings are set in the phone's own serif, scaled to Fraunces' width, so
 * the swap moves little. Nothing toggles a class on <html> for it: that restyled every element of the page, one of the
 * longest tasks after the first paint (docs/decisions/0016-one-restyle-after-paint.md).
 *
 * Once Fraunces has loaded in this tab, later pages of the visit apply the after-paint sheet and the faces from the
 * start (they and the font are in the HTTP cache): an inline script the build writes right after their links
 * (fullStylesheetOnLaterPagesScript, common/build-contract.ts) enables them before the first paint once
 * loadHeadingFont has set STYLES_CACHED_KEY.
 */

/** Resolves once `link` has loaded, or failed (the page goes on without it); at once without a link. */
const stylesheetLoaded = (link: HTMLLinkElement | null) =>
  new Promise((done) => {
    if (!link || link.sheet) done(link);
    else link.onload = link.onerror = done;
  });

/**
 * While the page hydrates (the browser entry imports this after the paint): enables the headings' faces a frame after
 * the after-paint sheet has applied, then, once they and Fraunces have loaded, remembers it for later pages of the
 * visit. A face arriving lays the whole page out; in the same task as the sheet's restyle that made one long task of
 * two short ones (docs/decisions/0101-the-heading-font-arrives-a-frame-after-the-sheet.md).
 */
export function loadHeadingFont(): void {
  const faces = document.querySelector<HTMLLinkElement>(`link[${HEADING_FONT_ATTRIBUTE}]`);
  void stylesheetLoaded(document.querySelector<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`))
    .then(() => new Promise<void>(afterNextFrame))
    .then(() => {
      enableLink(faces);
      return stylesheetLoaded(faces);
    })
    .then(() => document.fonts?.load('600 1em "Fraunces Variable"'))
    .then((loaded) => {
      if (loaded && loaded.length > 0) sessionStorage.setItem(STYLES_CACHED_KEY, '1');
    })
    .catch(() => undefined);
}
