/**
 * The shape of the site search index (build/client/search-index.json, written by
 * tooling/search-index.ts) and the MiniSearch options shared by the build and the browser.
 * No runtime imports here: the build script and the lazy client chunk both import it.
 */
export type SearchKind = 'service' | 'doctor' | 'post' | 'faq' | 'page';

export interface SearchDoc {
  /** Unique id (a path, or a path with a #fragment for FAQ answers). */
  id: string;
  /** Where the result leads, a site path. */
  url: string;
  kind: SearchKind;
  title: string;
  /** Section headings of the page, joined by " · ". */
  headings: string;
  /** The page's plain text, for matching and the excerpt. */
  text: string;
}

export interface SearchIndexFile {
  version: 1;
  docs: SearchDoc[];
}

/** Public path of the index file (fetched the first time search opens). */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Index options: which fields are searched. Words of two letters or fewer are skipped. */
export const indexOptions = {
  idField: 'id',
  fields: ['title', 'headings', 'text'],
  processTerm: (term: string) => (term.length < 2 ? null : term.toLowerCase()),
} as const;

/** Query options: prefix and fuzzy matching ('diabetis' finds Diabetes), title hits rank first. */
export const queryOptions = {
  boost: { title: 6, headings: 2, text: 1 },
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
} as const;
