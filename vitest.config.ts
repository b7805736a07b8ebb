import { configDefaults, defineConfig } from 'vitest/config';
import { sourceAliases } from './tooling/aliases.ts';
import { carouselTrackCss } from './tooling/carousel-track-css.ts';
import { contentPlugin } from './tooling/content-plugin.ts';

/** Tests that measure time: run alone, after the rest. */
const ALONE = ['tests/server/withdrawal-timing.test.ts'];

// Kept apart from vite.config.ts: with the React Router plugin loaded, component tests fail ("can't detect preamble"),
// see docs/decisions/0004-test-stack.md. Components run on React DOM here, as in the build. The content plugin serves
// the content index's browser modules (virtual:content/…) the forms read.
export default defineConfig({
  plugins: [contentPlugin(), carouselTrackCss()],
  resolve: { alias: sourceAliases },
  test: {
    testTimeout: 30000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: [
            'app/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/server/**/*.test.ts',
            'tests/site-checks/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...ALONE],
          sequence: { groupOrder: 1 },
        },
      },
      // Run after all the others, alone: a timing comparison is skewed by other files' load on a shared machine (the
      // withdrawal test's sign test failed once in CI that way, and passes balanced when run alone).
      { extends: true, test: { name: 'alone', include: ALONE, sequence: { groupOrder: 2 } } },
    ],
  },
});
