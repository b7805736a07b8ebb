import { brotliCompressSync, constants } from 'node:zlib';
import { INLINE_IN_PAGE_ATTRIBUTE, LCP_FETCH_PRIORITY_ATTRIBUTE } from '../../common/build-contract';
import { svgDataUri } from './svg-data-uri';
import { countOf, MissingInPage, noneOf, type HtmlTransform } from './transform';

/**
 * Writes a page's largest picture into its HTML when it is a small SVG (the service, post and home
 * heroes: 2–4 KB brotli). As a file it was one more connection and round trip a phone made before it
 * could paint the page's largest element; inside the HTML it arrives with the words
 * (docs/decisions/0016-one-restyle-after-paint.md).
 *
 * Only where it rides free: when the document already needs a second round trip (over the ~14 KB a
 * new connection delivers in its first). A document that fits the first round trip keeps its
 * picture a file: measured on a doctor's page (14.0 KB with the picture), inlining made LCP worse
 * (757 -> 842 ms).
 *
 * The picture is the priority <img> ContentImage renders (LCP_FETCH_PRIORITY, common/build-contract.ts);
 * its preload link goes, as nothing is left to fetch. A photo (AVIF) stays a file.
 */

/** SVGs up to this size (brotli) may travel inside the HTML. */
export const INLINE_SVG_MAX_BYTES = 4096;

/**
 * The most a page's HTML may weigh (brotli) and still arrive in a new connection's first round trip: TCP's initial
 * window, 10 segments of 1,460 bytes, less the headers the service sends with a page, 1,286 bytes measured on /about
 * (security headers, and a Content-Security-Policy naming each inline script's hash:
 * docs/decisions/0102-the-first-round-trip-holds-the-page.md).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1300;

const brotliSize = (text: string, quality = 11) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  }).length;

/** Brotli size of each SVG, computed once however many pages show it. */
const svgSizes = new Map<string, number>();
const svgBrotliSize = (svg: string) => svgSizes.get(svg) ?? svgSizes.set(svg, brotliSize(svg)).get(svg)!;

/**
 * Quality 11 makes these pages 8 to 15 % smaller than quality 5 (measured on every page of the
 * build: 1.10 to 1.13), at 60 times the time (0.45 s for a 200 KB page on the build machine).
 */
const Q5_OVER_Q11 = { min: 1.08, max: 1.15 };

/**
 * Whether the document, brotli-compressed as it is served (quality 11), takes more than the first
 * round trip. Quality 5 settles all but the pages within a few per cent of the line; only those
 * are compressed at quality 11 (docs/decisions/0023-blog-pages-carry-their-own-posts.md).
 */
export function needsSecondRoundTrip(html: string): boolean {
  if (Buffer.byteLength(html) <= FIRST_ROUND_TRIP_BYTES) return false;
  const quick = brotliSize(html, 5);
  if (quick / Q5_OVER_Q11.min <= FIRST_ROUND_TRIP_BYTES) return false;
  if (quick / Q5_OVER_Q11.max > FIRST_ROUND_TRIP_BYTES) return true;
  return brotliSize(html) > FIRST_ROUND_TRIP_BYTES;
}

/** The priority picture as ContentImage writes an SVG one. */
const PRIORITY_SVG = new RegExp(`<img src="(/img/[^"]+\\.svg)"([^>]*${LCP_FETCH_PRIORITY_ATTRIBUTE}[^>]*)>`);
/** Small SVGs ContentImage marks to ride along (shown beside the LCP element, app/components/ui/ContentImage.tsx). */
const MARKED_SVG = new RegExp(`<img src="(/img/[^"]+\\.svg)"([^>]*${INLINE_IN_PAGE_ATTRIBUTE}=""[^>]*)>`, 'g');
const ANY_MARKED_IMG = new RegExp(`<img\\b[^>]*\\b${INLINE_IN_PAGE_ATTRIBUTE}=""[^>]*>`, 'g');
const ANY_PRIORITY_IMG = new RegExp(`<img\\b[^>]*\\b${LCP_FETCH_PRIORITY_ATTRIBUTE}[^>]*>`, 'g');
const IMAGE_PRELOAD = /<link rel="preload"[^>]*\bas="image"[^>]*>/g;

/** The preload React DOM writes into <head> for a priority SVG. */
const svgPreload = (src: string) => `<link rel="preload" href="${src}" as="image" ${LCP_FETCH_PRIORITY_ATTRIBUTE}/>`;

/**
 * The page with its priority SVG and its marked SVGs inlined, and the priority one's preload removed;
 * unchanged when the document fits the first round trip, or an SVG is too large.
 */
export function withInlineLcpSvg(html: string, readSvg: (src: string) => string | undefined): string {
  if (!needsSecondRoundTrip(html)) return html;
  /** The <img> with its SVG as a data URI, or undefined when the SVG is missing or too large. */
  const inlinedTag = (src: string, rest: string) => {
    const svg = readSvg(src);
    if (svg === undefined || svgBrotliSize(svg) > INLINE_SVG_MAX_BYTES || svg.includes("'")) return undefined;
    return `<img src="${svgDataUri(svg)}"${rest}>`;
  };
  let page = html.replace(MARKED_SVG, (tag, src: string, rest: string) => inlinedTag(src, rest) ?? tag);
  const priority = PRIORITY_SVG.exec(page);
  const priorityTag = priority && inlinedTag(priority[1]!, priority[2]!);
  if (priority && priorityTag) {
    const preload = svgPreload(priority[1]!);
    // Left behind, the preload would fetch the picture the page now carries.
    if (!page.includes(preload))
      throw new MissingInPage(`requires the inlined picture's preload ${preload}, found none`);
    page = page.replace(priority[0], () => priorityTag).replace(preload, '');
  }
  return page;
}

export const inlineLcpSvgs: HtmlTransform = {
  name: 'lcp svg',
  prepare: (site) => ({
    requires: [
      // ContentImage writes a marked picture as an SVG file's <img>: any other form would stay a request unnoticed.
      noneOf(
        `<img ${INLINE_IN_PAGE_ATTRIBUTE}=""> other than an SVG of /img/`,
        (html) => countOf(ANY_MARKED_IMG)(html) - countOf(MARKED_SVG)(html),
      ),
      // A page with an image preload shows its priority picture, written with React DOM's fetchPriority="high".
      noneOf(`image preload in <head> without exactly one <img ${LCP_FETCH_PRIORITY_ATTRIBUTE}> in the page`, (html) =>
        countOf(IMAGE_PRELOAD)(html) > 0 && countOf(ANY_PRIORITY_IMG)(html) !== 1 ? 1 : 0,
      ),
    ],
    rewrite: (html) => withInlineLcpSvg(html, (src) => site.readFile(src)),
    summary: (changed, pages) =>
      `the largest picture written into the HTML of ${changed} of ${pages} pages (SVGs up to ${INLINE_SVG_MAX_BYTES / 1024} KB brotli)`,
  }),
};
