import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** `~/…` is app/, `@content/…` is content/. Shared by vite.config.ts and vitest.config.ts. */
export const sourceAliases = [
  { find: /^~\//, replacement: fromRoot('app/') },
  { find: /^@content\//, replacement: fromRoot('content/') },
];

/**
 * The app imports React; Preact runs it (`preact/compat`): the same components for about 55 KB
 * gzip less JavaScript on every page. Used by Vite (prerender, browser, dev server) and Vitest,
 * so what is tested is what ships. Why: docs/decisions/0010-preact-runtime.md.
 */
export const preactAsReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The dependencies that import React themselves. The prerender bundles them (vite.config.ts) and
 * Vitest inlines them (vitest.config.ts), so the aliases above reach their imports too. A new
 * React library goes here, and in `reactPackagesAsModules` for Vitest.
 */
export const packagesImportingReact = ['react-router', 'lucide-react'];

/**
 * For Vitest, which runs under Node: the ES module builds of the packages that import React.
 * Node would load their CommonJS builds, whose `require('react')` no alias reaches.
 */
export const reactPackagesAsModules = [
  { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/development/index.mjs') },
  { find: /^lucide-react$/, replacement: fromRoot('node_modules/lucide-react/dist/esm/lucide-react.mjs') },
];
