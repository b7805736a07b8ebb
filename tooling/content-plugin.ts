import path from 'node:path';
import type { Plugin } from 'vite';
import { collectionFolders, listServices, serviceOption } from '../content/index/collections';
import { validateContent } from './validate-content';

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

/** Vite's convention for the id of a virtual module: a NUL byte keeps other plugins off it. */
const resolvedId = (id: string) => `\0${id}`;

const isCollectionFile = (file: string) =>
  file.endsWith('.md') && collectionFolders().some((folder) => file.startsWith(folder + path.sep));

export function contentPlugin(): Plugin {
  return {
    name: 'clinic-content',
    enforce: 'pre',
    buildStart() {
      validateContent();
    },
    resolveId(id) {
      return id in modules ? resolvedId(id) : null;
    },
    load(id) {
      const build = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      return build ? `export default ${JSON.stringify(build())};` : null;
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
