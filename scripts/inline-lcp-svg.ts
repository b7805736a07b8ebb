import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { listPages } from './built-pages';

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
 * The picture is the priority <img> ContentImage renders (fetchPriority="high"); its preload link
 * goes, as nothing is left to fetch. A photo (AVIF) stays a file.
 */

/** SVGs up to this size (brotli) may travel inside the HTML. */
export const INLINE_SVG_MAX_BYTES = 4096;

/** What a new connection delivers in its first round trip: TCP's initial window, 10 segments of 1,460 bytes, less headers. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const brotliSize = (text: string) => brotliCompressSync(text).length;

const PRIORITY_SVG = /<img src="(\/img\/[^"]+\.svg)"([^>]*fetchPriority="high"[^>]*)>/;

/** The SVG as a data URI: only the characters a URL or an attribute cannot hold are escaped. */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>&?"{}\n\r]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/** Small SVGs ContentImage marks `data-inline` (shown beside the LCP element, app/components/ui/ContentImage.tsx). */
const MARKED_SVG = /<img src="(\/img\/[^"]+\.svg)"([^>]*data-inline=""[^>]*)>/g;

/**
 * The page with its priority SVG and its marked SVGs inlined, and the priority one's preload removed;
 * unchanged when the document fits the first round trip, or an SVG is too large.
 */
export function withInlineLcpSvg(html: string, readSvg: (src: string) => string | undefined): string {
  if (brotliSize(html) <= FIRST_ROUND_TRIP_BYTES) return html;
  const small = (src: string) => {
    const svg = readSvg(src);
    return svg !== undefined && brotliSize(svg) <= INLINE_SVG_MAX_BYTES && !svg.includes("'") ? svg : undefined;
  };
  let page = html.replace(MARKED_SVG, (tag, src: string, rest: string) => {
    const svg = small(src);
    return svg === undefined ? tag : `<img src="${svgDataUri(svg)}"${rest}>`;
  });
  const match = PRIORITY_SVG.exec(page);
  const svg = match && small(match[1]!);
  if (match && svg !== undefined && svg !== null) {
    page = page
      .replace(match[0], `<img src="${svgDataUri(svg)}"${match[2]}>`)
      .replace(`<link rel="preload" href="${match[1]}" as="image" fetchPriority="high"/>`, '');
  }
  return page;
}

export function inlineLcpSvgs(buildDir: string): string {
  const readSvg = (src: string) => {
    const file = path.join(buildDir, src);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const pages = listPages(buildDir);
  let inlined = 0;
  for (const page of pages) {
    const file = path.join(buildDir, page, 'index.html');
    const html = readFileSync(file, 'utf8');
    const next = withInlineLcpSvg(html, readSvg);
    if (next === html) continue;
    writeFileSync(file, next);
    inlined += 1;
  }
  return `the largest picture written into the HTML of ${inlined} of ${pages.length} pages (SVGs up to ${INLINE_SVG_MAX_BYTES / 1024} KB brotli)`;
}
