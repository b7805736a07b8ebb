import {
  SEARCH_INDEX_PATH,
  type SearchEngine,
  type SearchIndexFile,
  type SearchShard,
} from '@common/search/search-options';

export type { SearchEngine, SearchHit } from '@common/search/search-options';

/** The engine as soon as the index file is in, and a promise that settles once every post shard has been added. */
export interface LoadedEngine {
  engine: SearchEngine;
  whole: Promise<void>;
}

let loading: Promise<LoadedEngine> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: ${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

/**
 * The site's search engine, loaded on first use only: the engine (MiniSearch and the query
 * rules, create-engine.ts) comes as a lazy chunk and the index, with the synonym list, as a
 * static JSON file, so none of them weighs on a page's first load. The engine searches every page
 * at once (posts by title, headings and description); the posts' whole texts follow in shards,
 * fetched together right after, each added as it arrives. A failed load may be retried.
 */
export function loadSearchEngine(): Promise<LoadedEngine> {
  loading ??= Promise.all([import('@common/search/create-engine'), fetchJson<SearchIndexFile>(SEARCH_INDEX_PATH)])
    .then(([module, file]) => {
      const engine = module.createEngine(file);
      const whole = Promise.all(
        file.shards.map((url) => fetchJson<SearchShard>(url).then((shard) => engine.addShard(shard))),
      ).then(() => undefined);
      return { engine, whole };
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
