import { SEARCH_INDEX_PATH, type SearchEngine, type SearchIndexFile } from './search-options';

export type { SearchEngine, SearchHit } from './search-options';

let loading: Promise<SearchEngine> | undefined;

/**
 * The site's search engine, loaded on first use only: the engine (MiniSearch and the query
 * rules, create-engine.ts) comes as a lazy chunk and the index, with the synonym list, as a
 * static JSON file, so none of them weighs on a page's first load. A failed load may be retried.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  loading ??= Promise.all([
    import('./create-engine'),
    fetch(SEARCH_INDEX_PATH).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
  ])
    .then(([module, file]) => module.createEngine(file))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
