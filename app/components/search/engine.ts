import type MiniSearch from 'minisearch';
import { indexOptions, queryOptions, SEARCH_INDEX_PATH, type SearchDoc, type SearchIndexFile, type SearchKind } from './search-options';

/** One search result: the page and the index terms that matched (for marking the excerpt). */
export interface SearchHit {
  doc: SearchDoc;
  terms: string[];
  score: number;
}

export interface SearchEngine {
  search(query: string, options?: { kinds?: SearchKind[]; limit?: number }): SearchHit[];
}

/** Builds the engine from the MiniSearch class and the index's documents (pure: used by tests too). */
export function createEngine(MiniSearchClass: typeof MiniSearch, docs: SearchDoc[]): SearchEngine {
  const index = new MiniSearchClass<SearchDoc>({ ...indexOptions, fields: [...indexOptions.fields] });
  index.addAll(docs);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return {
    search(query, { kinds, limit = 10 } = {}) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const seen = new Set<string>();
      const hits: SearchHit[] = [];
      for (const result of index.search(trimmed, { ...queryOptions, boost: { ...queryOptions.boost } })) {
        const doc = byId.get(String(result.id));
        if (!doc || (kinds && !kinds.includes(doc.kind))) continue;
        // FAQ answers share the /faqs page: list each answer, but never the same id twice.
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        hits.push({ doc, terms: result.terms, score: result.score });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}

let loading: Promise<SearchEngine> | undefined;

/**
 * The site's search engine, loaded on first use only: MiniSearch comes as a lazy chunk and the
 * index as a static JSON file, so neither weighs on a page's first load. A failed load may be retried.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= Promise.all([
    import('minisearch'),
    fetch(SEARCH_INDEX_PATH).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
  ])
    .then(([module, file]) => createEngine(module.default, file.docs))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
