import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The content modules this plugin reads, loaded by tsx when the build starts rather than imported by the Vite
 * config: Vite bundles its config with everything the config imports, and content/ (written for the bundler,
 * imports without file extensions) would fill every build's output with its warnings that Node's own loader could
 * not load it (`configLoader: 'native'`).
 */
interface ContentModules {
  collections: typeof import('../content/index/collections');
  facts: typeof import('../content/facts');
  published: typeof import('../content/published');
  validate: typeof import('./validate-content');
}

let contentModules: Promise<ContentModules> | undefined;
function content(): Promise<ContentModules> {
  contentModules ??= (async () => ({
    collections: await tsImport('../content/index/collections.ts', import.meta.url),
    facts: await tsImport('../content/facts.ts', import.meta.url),
    published: await tsImport('../content/published.ts', import.meta.url),
    validate: await tsImport('./validate-content.ts', import.meta.url),
  }))();
  return contentModules;
}

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
const modules: Record<string, (loaded: ContentModules) => unknown> = {
  'virtual:content/service-options': ({ collections }) => collections.listServices().map(collections.serviceOption),
};

/** The repository root: the paths of content/published.ts are relative to it. */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The exports of a content file as published (content/published.ts), by absolute path: in the build every published
 * file; in the dev server and the component tests only those that read files in Node (nodeOnlyFiles).
 */
function publishedExports(
  { published }: ContentModules,
  file: string,
  build: boolean,
): Record<string, unknown> | undefined {
  const entry = Object.entries(published.publishedFiles).find(
    ([name]) => path.join(root, name) === file && (build || published.nodeOnlyFiles.includes(name)),
  );
  return entry?.[1]();
}

/** A module of plain data: each export written out as JSON. */
const dataModule = (exports: Record<string, unknown>) =>
  Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');

/** Vite's convention for the id of a virtual module: a NUL byte keeps other plugins off it. */
const resolvedId = (id: string) => `\0${id}`;

const isCollectionFile = ({ collections }: ContentModules, file: string) =>
  file.endsWith('.md') && collections.collectionFolders().some((folder) => file.startsWith(folder + path.sep));

export function contentPlugin(): Plugin {
  let build = false;
  return {
    name: 'clinic-content',
    enforce: 'pre',
    configResolved(config) {
      // The dev server and the component tests read content/ as it is written, edits included.
      build = config.command === 'build';
    },
    async buildStart() {
      const { validate } = await content();
      try {
        validate.validateContent();
      } catch (error) {
        // A build stopped by the content says what to fix and where, not where in the build tool it noticed:
        // the problems alone, without a stack trace (the dev server shows them in its overlay instead).
        if (!(error instanceof validate.InvalidContentError) || this.meta.watchMode) throw error;
        process.stderr.write(`\n${error.message}\n\n`);
        process.exit(1);
      }
    },
    resolveId(id) {
      return id in modules ? resolvedId(id) : null;
    },
    async load(id) {
      const exports = publishedExports(await content(), id.split('?')[0]!, build);
      if (exports) return dataModule(exports);
      const virtual = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      return virtual ? `export default ${JSON.stringify(virtual(await content()))};` : null;
    },
    // Every placeholder of a TypeScript content file is resolved in its source, whether or not the file calls
    // withFacts, for every bundle (the pages, their data, the scripts): a clinic writes {{clinic.city}} anywhere.
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!code.includes('{{') || !file.startsWith(path.join(root, 'content'))) return null;
      const { facts, validate } = await content();
      if (!validate.isFactsModule(path.relative(root, file))) return null;
      return { code: facts.resolveFactsInSource(code, path.relative(root, file)), map: null };
    },
    configureServer(server) {
      // A Markdown file added, changed or removed in the dev server: the lists are built again.
      const refresh = async (file: string) => {
        if (!isCollectionFile(await content(), file)) return;
        for (const environment of Object.values(server.environments)) {
          const ids = [
            ...Object.keys(modules).map(resolvedId),
            ...(await content()).published.nodeOnlyFiles.map((file) => path.join(root, file)),
          ];
          for (const id of ids) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh).on('change', refresh).on('unlink', refresh);
    },
  };
}
