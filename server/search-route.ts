import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createEngine } from '../common/search/create-engine';
import type { SearchEngine, SearchIndexFile, SearchShard } from '../common/search/search-options';
import { SEARCH_INDEX_PATH } from '../common/search/search-options';
import { searchPageText } from '../content/search-page';
import { fill } from '../content/ui';
import { renderSearchPage, type SearchPageSettings } from './search-page';
import type { BuildIndex } from './static/build-index';

/**
 * GET /search?q=… with a query: the form service searches the build's own search index (the files the browser fetches,
 * synonyms and every post's whole text included) with the browser's own engine and writes the results page, so search
 * works without JavaScript. /search without a query is the prerendered page, which searches in the browser
 * (`serveStatic`). With JavaScript, the site's search forms navigate inside the app and never reach this route.
 */

/** The longest query searched; a longer one gets a 400 page asking for a shorter search. */
export const MAX_QUERY_LENGTH = 100;
/** Results listed, as on the prerendered results page. */
const RESULT_LIMIT = 30;

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Control characters become spaces; runs of white space one space. */
const tidy = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The engine over the build's search index and all its post shards, made on first use; undefined when the build has no
 * index.
 */
function engineLoader(build: BuildIndex): () => Promise<SearchEngine | undefined> {
  let loading: Promise<SearchEngine | undefined> | undefined;
  const readJson = async <T>(sitePath: string): Promise<T> => {
    const file = build.files.get(sitePath);
    if (!file) throw new Error(`search index: the build has no ${sitePath}`);
    return JSON.parse(await readFile(file.path, 'utf8')) as T;
  };
  return () => {
    if (!build.files.has(SEARCH_INDEX_PATH)) return Promise.resolve(undefined);
    loading ??= readJson<SearchIndexFile>(SEARCH_INDEX_PATH)
      .then(async (index) => {
        if (
          index.version !== 3 ||
          !Array.isArray(index.docs) ||
          !Array.isArray(index.synonyms) ||
          !Array.isArray(index.shards)
        ) {
          throw new Error(`${SEARCH_INDEX_PATH}: not a version 3 search index`);
        }
        const engine = createEngine(index);
        for (const shard of await Promise.all(index.shards.map((shardPath) => readJson<SearchShard>(shardPath))))
          engine.addShard(shard);
        return engine;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

export function registerSearchRoute(
  app: FastifyInstance,
  build: BuildIndex,
  settings: SearchPageSettings,
  serveStatic: Handler,
): void {
  const loadEngine = engineLoader(build);

  app.get('/search', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).q;
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return serveStatic(request, reply);
    const engine = await loadEngine();
    if (!engine) return serveStatic(request, reply);

    const page = (status: number, html: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    const query = typeof raw === 'string' ? tidy(raw) : '';
    if (!query)
      return page(
        400,
        renderSearchPage(
          { kind: 'refused', query: '', message: searchPageText.unreadable },
          settings,
          MAX_QUERY_LENGTH,
        ),
      );
    if (query.length > MAX_QUERY_LENGTH) {
      const message = fill(searchPageText.tooLong, { max: MAX_QUERY_LENGTH });
      return page(
        400,
        renderSearchPage(
          { kind: 'refused', query: query.slice(0, MAX_QUERY_LENGTH).replace(/[\uD800-\uDBFF]$/, ''), message },
          settings,
          MAX_QUERY_LENGTH,
        ),
      );
    }
    const hits = engine.search(query, { limit: RESULT_LIMIT });
    return page(200, renderSearchPage({ kind: 'results', query, hits }, settings, MAX_QUERY_LENGTH));
  });
}
