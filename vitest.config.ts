import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: with the React Router plugin loaded, component tests fail
// ("can't detect preamble"), see docs/decisions/0004-test-stack.md.
export default defineConfig({
  resolve: { alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@content': fileURLToPath(new URL('./content', import.meta.url)),
    } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/site-checks/**/*.test.ts'],
    testTimeout: 30000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
