import type { PostCardData } from '../../content/schema/blog';

/**
 * The shape of the site search index (build/client/search-index.json and its post shards, written
 * by tooling/search-index.ts) and the MiniSearch options shared by the build, the browser and the
 * form service. No runtime imports here: the build script, the shared client chunk (for the
 * index's path), the lazy search chunk and the server all import it.
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
  /**
   * The page's plain text, for matching and the excerpt (a post's description until its shard brings the whole text).
   */
  text: string;
  /** A post's card, for the blog's own search filter. */
  card?: PostCardData;
}

/** The texts of some posts, each the whole text of the post (its description and every paragraph). */
export interface SearchShard {
  texts: Array<{ id: string; text: string }>;
}

export interface SearchIndexFile {
  version: 3;
  /** Every page; a post's text is its description here, its whole text comes in a shard. */
  docs: SearchDoc[];
  /**
   * The synonym groups of content/search-synonyms.ts, each a list of phrases (they load with the index, never in the
   * first-load JavaScript).
   */
  synonyms: string[][];
  /** Site paths of the post shards, fetched after this file: the posts' whole texts, a few dozen posts each. */
  shards: string[];
}

/** One search result: the page and the index terms that matched (for marking the excerpt). */
export interface SearchHit {
  doc: SearchDoc;
  terms: string[];
  score: number;
}

export interface SearchEngine {
  search(query: string, options?: { kinds?: SearchKind[]; limit?: number }): SearchHit[];
  /** Gives posts their whole texts (a shard of the index). */
  addShard(shard: SearchShard): void;
}

/** Public path of the index file (fetched the first time search opens). */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Index options: which fields are searched. Words of two letters or fewer are skipped. */
export const indexOptions = {
  idField: 'id',
  fields: ['title', 'headings', 'text'],
  processTerm: (term: string) => (term.length < 2 ? null : term.toLowerCase()),
} as const;

/** Query options: title hits rank first. Prefix, typo and synonym matching are per term (query.ts). */
export const queryOptions = {
  boost: { title: 6, headings: 2, text: 1 },
  combineWith: 'AND',
} as const;
