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
 * The site's modules that must be in React DOM's chunk: the one that runs React DOM's module code, and the one that,
 * evaluated just before it, takes the stacks away from React DOM's errors (app/react-first-stacks.ts).
 */
const WITH_REACT_DOM = new Set(['app/react-first-stacks.ts', 'app/react-first.ts'].map((file) => path.resolve(file)));

/**
 * The chunks the code every page runs is cut into, in the order the page evaluates them, one per task
 * (docs/decisions/0090-every-page-s-code-evaluated-in-three-tasks.md), after the bundler's own small runtime chunk.
 * The first holds React and React DOM with app/react-first.ts, which makes React DOM run its module code there (the
 * bundler runs a CommonJS package where a module that uses it is evaluated); the second React Router; the last the
 * site's own code.
 */
const EVERY_PAGE_CHUNKS: ReadonlyArray<{ name: string; holds: (id: string) => boolean }> = [
  {
    name: 'react-dom',
    holds: (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) || WITH_REACT_DOM.has(id),
  },
  { name: 'react-router', holds: (id) => /[\\/]node_modules[\\/]react-router[\\/]/.test(id) },
  { name: 'every-page', holds: () => true },
];

/**
 * The code every page runs goes into the three chunks above
 * (docs/decisions/0036-react-router-8-vitest-5-no-router-internals.md).
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
          // A module goes to the first group that holds it.
          groups: EVERY_PAGE_CHUNKS.map((chunk) => ({
            debugName: chunk.name,
            name: (id: string, graph: ModuleGraph) => {
              onEveryPage ??= staticallyReachable(starts, graph);
              return onEveryPage.has(id) && chunk.holds(id) ? chunk.name : null;
            },
          })),
        },
      };
    },
    renderChunk(code, chunk) {
      if (chunk.name !== 'react-dom') return null;
      return eagerCommonJsFactories(code);
    },
    // Last: after minifying, which would drop the comment.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hinted = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && COMPILED_WHILE_STREAMING.has(output.name),
        );
        if (hinted.length !== COMPILED_WHILE_STREAMING.size)
          throw new Error(
            `every-page chunk: ${hinted.length} of the ${COMPILED_WHILE_STREAMING.size} library chunks found`,
          );
        for (const chunk of hinted) {
          if (chunk.type !== 'chunk') continue; // the filter's test, for the type checker
          chunk.code = COMPILE_HINT + chunk.code;
          // One line more at the top: the map (SOURCEMAP=1), already emitted as a file, gets an empty line first.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') map.source = mapOneLineDown(String(map.source));
          else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/** A source map (v3) of the same code with one line more at its top: `;` ends a generated line in `mappings`. */
export function mapOneLineDown(mapJson: string): string {
  const map = JSON.parse(mapJson) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * The chunks of EVERY_PAGE_CHUNKS, by name, whose functions a page mostly calls: React DOM's and React Router's. The
 * site's own (the browser entry's chunk) holds every page's shared components, of which a page draws some; its hint
 * measured nothing more and cost each page 30 bytes gzip.
 */
const COMPILED_WHILE_STREAMING: ReadonlySet<string> = new Set(['react-dom', 'react-router']);

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): every function of the file compiled with it,
 * on the thread that streams it, not one by one on the main thread when first called, during hydration and the first
 * tap (docs/decisions/0096-every-page-s-code-compiled-while-it-streams.md). Eager compiling holds bytecode for the
 * functions never called, hence only on COMPILED_WHILE_STREAMING.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** How the bundler wraps a CommonJS module before minifying: `__commonJSMin(((exports, module) => {`. */
const COMMONJS_FACTORY = /(__commonJSMin\()\(\(([\w$, ]*)\) => \{/g;

/**
 * Each CommonJS module's factory in React DOM's chunk as a parenthesized function expression, not an arrow, which
 * V8 compiles with the chunk, on the thread that streams it, rather than on the main thread when the factory is first
 * called: there it was a parse of React DOM's 200 KB (about 30 of the 90 ms of its evaluation at 4x CPU, decision
 * 0090). The factories read neither `this` nor `arguments`, so the two forms run alike.
 */
export function eagerCommonJsFactories(code: string): { code: string; map: null } {
  const rewritten = code.replace(COMMONJS_FACTORY, '$1(function($2) {');
  if (rewritten === code) throw new Error('every-page chunk: no CommonJS factory found in the react-dom chunk');
  return { code: rewritten, map: null };
}
