import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { collectionFolders, listServices, serviceOption } from '../content/index/collections';
import { publishedFiles } from '../content/published';
import { InvalidContentError, validateContent } from './validate-content';

// Markdown bodies are built by the content index; tests of the Markdown renderer import it from here.

/**
 * The content index's lists as browser modules (content/index/collections.ts reads and validates
 * the Markdown files), and the content check at the start of every build:
 *
 *   import serviceOptions from 'virtual:content/service-options'
 *     -> { slug, label, order } of every service, in menu order (a form's select, a page's menu)
 *
 * Plain data only: no Markdown body, no draft and no zod reaches a client bundle. No module lists
 * the posts: they grow for years, so loaders, which run at build time, give each page the posts it
 * draws (app/content/blog.server.ts, app/content/markdown.server.ts).
 * Types: tooling/content-modules.d.ts. A file that fails its schema stops the build with the
 * file and field named.
 */
const modules: Record<string, () => unknown> = {
  'virtual:content/service-options': () => listServices().map(serviceOption),
};

/** The repository root: the paths of content/published.ts are relative to it. */
const root = fileURLToPath(new URL('..', import.meta.url));

/** A content file that the build serves as its published exports (content/published.ts), by its absolute path. */
const published = new Map(Object.entries(publishedFiles).map(([file, exports]) => [path.join(root, file), exports]));

/** A module of plain data: each export written out as JSON. */
const dataModule = (exports: Record<string, unknown>) =>
  Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');

/** Vite's convention for the id of a virtual module: a NUL byte keeps other plugins off it. */
const resolvedId = (id: string) => `\0${id}`;

const isCollectionFile = (file: string) =>
  file.endsWith('.md') && collectionFolders().some((folder) => file.startsWith(folder + path.sep));

export function contentPlugin(): Plugin {
  let build = false;
  return {
    name: 'clinic-content',
    enforce: 'pre',
    configResolved(config) {
      // The dev server and the component tests read content/ as it is written, edits included.
      build = config.command === 'build';
    },
    buildStart() {
      try {
        validateContent();
      } catch (error) {
        // A build stopped by the content says what to fix and where, not where in the build tool it noticed:
        // the problems alone, without a stack trace (the dev server shows them in its overlay instead).
        if (!(error instanceof InvalidContentError) || this.meta.watchMode) throw error;
        process.stderr.write(`\n${error.message}\n\n`);
        process.exit(1);
      }
    },
    resolveId(id) {
      return id in modules ? resolvedId(id) : null;
    },
    load(id) {
      const file = id.split('?')[0]!;
      if (build && published.has(file)) return dataModule(published.get(file)!());
      const virtual = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      return virtual ? `export default ${JSON.stringify(virtual())};` : null;
    },
    configureServer(server) {
      // A Markdown file added, changed or removed in the dev server: the lists are built again.
      const refresh = (file: string) => {
        if (!isCollectionFile(file)) return;
        for (const environment of Object.values(server.environments)) {
          for (const id of Object.keys(modules)) {
            const module = environment.moduleGraph.getModuleById(resolvedId(id));
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh).on('change', refresh).on('unlink', refresh);
    },
  };
}
