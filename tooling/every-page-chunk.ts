import path from 'node:path';
import type { Plugin } from 'vite';

/** The modules every page runs start here: the browser entry and the root route, which every page renders in. */
const EVERY_PAGE_STARTS = ['app/entry.client.tsx', 'app/root.tsx'];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module the starts import statically, directly or through others (not `import()`, which loads later). */
export function staticallyReachable(starts: string[], graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`every-page chunk: ${id} is not in the client build's module graph`);
    reached.add(id);
    queue.push(...info.importedIds);
  }
  return reached;
}

/**
 * The code every page runs goes into one chunk (docs/decisions/0036-react-router-8-vitest-5-no-router-internals.md).
 * The bundler sees each route module as an entry of its own and does not know that the root's are loaded on every
 * page, so it cut what the root shares with some route into twenty-odd small chunks: each its own gzip stream and
 * import/export lines, about 5 KB gzip more on every page than the same code in one file. No page loads code it
 * did not load before: only modules every page already ran are moved.
 */
export function everyPageChunk(): Plugin {
  return {
    name: 'clinic:every-page-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      const starts = EVERY_PAGE_STARTS.map((file) => path.resolve(file));
      let onEveryPage: Set<string> | undefined;
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              debugName: 'every-page',
              name: (id, graph) => {
                onEveryPage ??= staticallyReachable(starts, graph);
                return onEveryPage.has(id) ? 'every-page' : null;
              },
            },
          ],
        },
      };
    },
  };
}
