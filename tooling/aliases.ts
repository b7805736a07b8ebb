import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** `~/…` is app/, `@content/…` is content/, `@common/…` is common/. Shared by vite.config.ts and vitest.config.ts. */
export const sourceAliases = [
  { find: /^~\//, replacement: fromRoot('app/') },
  { find: /^@content\//, replacement: fromRoot('content/') },
  { find: /^@common\//, replacement: fromRoot('common/') },
];
