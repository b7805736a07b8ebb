/**
 * A small SVG as a `data:` URI for an `<img src>` (lcp-svg.ts): a valid URL, which the W3C Nu
 * checker holds every page to (tests/site-checks/nu-html-valid.test.ts), and as short as it
 * can be, since it travels in the HTML of the pages a phone loads first.
 *
 * A URL may not hold a space, so every one that is left costs three bytes (`%20`). Most of an SVG's
 * spaces separate numbers, in path data and the other number lists, where a comma does the same
 * for one byte (and next to a path command letter, nothing does); the spaces between attributes
 * stay, encoded.
 */

/** Attributes whose value is a list of numbers that SVG lets a comma separate as well as a space. */
const NUMBER_LISTS = /( (?:d|points|viewBox|transform)=')([^']*)'/g;

/** Any number list: no space beside a comma, and a comma between two numbers (SVG takes either as a separator). */
const compactList = (list: string) => list.replace(/ ?, ?/g, ',').replace(/([\d.]) (?=[\d.-])/g, '$1,');

/**
 * Path data: no separator beside a command letter or before a minus sign (both start a new number), a comma between two
 * numbers.
 */
const compactPath = (d: string) =>
  d
    .replace(/ ?, ?/g, ',')
    .replace(/[ ,]?([A-DF-Za-df-z])[ ,]?/g, '$1')
    .replace(/([\d.])[ ,](?=-)/g, '$1')
    .replace(/([\d.]) (?=[\d.])/g, '$1,');

/**
 * What encodeURIComponent escapes but a URL's path may hold as it is (RFC 3986 sub-delims, ':', '@', '/'); '&' stays
 * escaped, being HTML's too.
 */
const ALLOWED_IN_PATH = /%(24|2B|2C|2F|3A|3B|3D|40)/g;

/**
 * The SVG as a data URI; double quotes become single ones, for the double-quoted attribute around it (an SVG holding
 * `'` is not inlined).
 */
export function svgDataUri(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(
      NUMBER_LISTS,
      (_attribute, start: string, value: string) =>
        `${start}${start.startsWith(' d=') ? compactPath(value.trim()) : compactList(value.trim())}'`,
    );
  return `data:image/svg+xml,${encodeURIComponent(compact).replace(ALLOWED_IN_PATH, (escaped) => decodeURIComponent(escaped))}`;
}
