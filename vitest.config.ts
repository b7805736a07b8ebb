import { defineConfig } from 'vitest/config';
import { packagesImportingReact, preactAsReact, reactPackagesAsModules, sourceAliases } from './tooling/aliases';
import { carouselTrackCss } from './tooling/carousel-track-css';

// Kept apart from vite.config.ts: with the React Router plugin loaded, component tests fail
// ("can't detect preamble"), see docs/decisions/0004-test-stack.md. Components run on Preact
// here too, as in the build (docs/decisions/0010-preact-runtime.md).
export default defineConfig({
  plugins: [carouselTrackCss()],
  resolve: { alias: [...sourceAliases, ...preactAsReact, ...reactPackagesAsModules] },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/site-checks/**/*.test.ts'],
    // Packages that import React are inlined, so the aliases reach them.
    server: { deps: { inline: packagesImportingReact } },
    testTimeout: 30000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
