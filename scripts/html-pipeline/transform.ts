/**
 * What a transform of the HTML pipeline is (scripts/html-pipeline/index.ts runs them). A transform
 * is prepared once per build, reading what it needs besides the pages (the shared stylesheet, the
 * favicon, the SVGs) and writing what the pages will link (the after-paint stylesheet); then it
 * rewrites each page's HTML, as a string, and nothing else. It states
 * what it must find in every page: a page without it fails the build, naming the page and the
 * transform, instead of passing through unchanged when React Router's or React DOM's output moves.
 */

/**
 * The build as the transforms see it while they are prepared: the pages as React Router wrote them, and its other
 * files.
 */
export interface BuiltSite {
  /** Every prerendered page's HTML by site path ("/", "/about"), as read before any transform. */
  readonly pages: ReadonlyMap<string, string>;
  /** A text file of the build by its root-relative URL ("/favicon.svg"), or undefined when there is none. */
  readFile(url: string): string | undefined;
  /** A file the pages will link (the after-paint stylesheet), written with them once every page has passed. */
  writeFile(url: string, text: string): void;
}

/** Something a transform must find in a page, and how many times. */
export interface Requirement {
  /** What it is, in words that name the markup ("React Router's <link rel="modulepreload"> tags"). */
  readonly what: string;
  /** 'one': exactly once; 'some': at least once; 'none': never (markup the transform would pass over unread). */
  readonly expected: 'one' | 'some' | 'none';
  /** How many times the page holds it. */
  count(html: string): number;
}

/** A transform ready for the pages of one build. */
export interface PreparedTransform {
  /** Checked on every page before `rewrite`. */
  readonly requires: readonly Requirement[];
  /** The page rewritten; throws MissingInPage when something it needs only in some pages is not there. */
  rewrite(html: string): string | Promise<string>;
  /** The build log's line, from how many of the pages the rewrite changed. */
  summary(changed: number, pages: number): string;
}

export interface HtmlTransform {
  /** Printed in the build log; POSTBUILD_SKIP takes it. */
  readonly name: string;
  prepare(site: BuiltSite): PreparedTransform | Promise<PreparedTransform>;
}

/** Thrown by a rewrite when the page lacks what it needs; the pipeline names the page and the transform. */
export class MissingInPage extends Error {}

/** Counts the matches of a pattern (made global here). */
export const countOf =
  (pattern: RegExp) =>
  (html: string): number =>
    [...html.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))]
      .length;

/** The page holds `what`, matched by `pattern`, exactly once. */
export const exactlyOne = (what: string, pattern: RegExp): Requirement => ({
  what,
  expected: 'one',
  count: countOf(pattern),
});

/** The page holds `what`, matched by `pattern`, at least once. */
export const atLeastOne = (what: string, pattern: RegExp): Requirement => ({
  what,
  expected: 'some',
  count: countOf(pattern),
});

/** The page holds no `what`: markup the transform would not recognise, and so leave as it is. */
export const noneOf = (what: string, count: (html: string) => number): Requirement => ({
  what,
  expected: 'none',
  count,
});

const EXPECTED = {
  one: { holds: (found: number) => found === 1, words: 'exactly one' },
  some: { holds: (found: number) => found > 0, words: 'at least one' },
  none: { holds: (found: number) => found === 0, words: 'no' },
};

/** The requirement's failure on this page, in words, or undefined when the page meets it. */
export function unmet(requirement: Requirement, html: string): string | undefined {
  const found = requirement.count(html);
  const expected = EXPECTED[requirement.expected];
  return expected.holds(found) ? undefined : `requires ${expected.words} ${requirement.what}, found ${found}`;
}

/** A literal text as a pattern. */
export const literal = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
