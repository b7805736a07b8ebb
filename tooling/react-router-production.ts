import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The production build React Router ships beside the one its package exports name. */
const productionDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');

/** What the browser imports, and the production file that stands for it (both share its chunks, so one copy). */
const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * The browser gets React Router's production build. Its package's exports name the development
 * build in every mode (remix-run/react-router#14102), so a production bundle carried its dev-only
 * warnings and checks: more bytes to parse and more work while the page hydrates
 * (docs/decisions/0017-less-work-while-hydrating.md).
 *
 * Only the client build: on the server, @react-router/node loads `react-router` from node_modules
 * by itself, and two copies in one process would not share their React contexts.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'clinic:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment.name !== 'client') return null;
      const file = PRODUCTION_FILES[id];
      return file ? path.join(productionDist, file) : null;
    },
  };
}
