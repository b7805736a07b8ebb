import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Which folder may import which, and one import style per place (docs/design.md, 'Architecture'):
 * - content/ is data, schemas and pure helpers that the app, the server and the tooling all read, so it
 *   imports nothing of theirs;
 * - common/ is the code both sides run (booking dates, the search engine, the form rules, the build
 *   contract): the browser through app/, the service, the build and the tests; it reads content/ and
 *   imports nothing else of the project's;
 * - app/ ships to browsers and never imports server/; inside app/ another folder is reached through `~/…`,
 *   content through `@content/…`, common code through `@common/…`, the same folder through `./…`;
 * - everything that runs under Node (server/, scripts/, tooling/, tests/, content/, common/) imports by
 *   relative path, without the Vite aliases.
 */
const nodeSideAliases = {
  group: ['~/*', '@content/*', '@common/*'],
  message: 'Outside app/, import by relative path: this code runs under Node without the Vite aliases.',
};

/** A relative import of one of the project's top folders (`../app/…`, `../../server/x`; not a file named like one). */
const projectFolders = (...folders) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)` });

/** The import rule of the files matched by `files`: these patterns are refused. */
const importRule = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

/** Outside app/: no import of app/, nor by the Vite aliases. */
const nodeSidePatterns = [
  {
    ...projectFolders('app'),
    message:
      'Nothing outside app/ imports app/: code both sides run lives in common/; a test of app/ code lives beside it.',
  },
  nodeSideAliases,
];

/**
 * The site's and the fixture clinic's browser specs read their suite's clock, never today's date
 * (tests/e2e/suite-clock.ts), and open their pages on it (tests/e2e/suite-test.ts). A rule repeats the patterns of
 * the folders' import rule: a later rule of the same name replaces it.
 */
const onSuiteClock = 'The browser suites run on their clock (tests/e2e/suite-clock.ts), not today’s date';
const suiteClockRules = {
  files: ['tests/e2e/**/*.ts', 'tests/e2e-fixture/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test'],
            message: `${onSuiteClock}: \`test\` comes from tests/e2e/suite-test.ts, whose pages open on it.`,
          },
        ],
        patterns: nodeSidePatterns,
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...[
        'NewExpression[callee.name="Date"][arguments.length=0]',
        'CallExpression[callee.object.name="Date"][callee.property.name="now"]',
        'CallExpression[callee.name="todayInKolkata"][arguments.length=0]',
      ].map((selector) => ({ selector, message: `${onSuiteClock}: read suiteNow() or suiteToday().` })),
      {
        selector: 'CallExpression[callee.property.name="newContext"]',
        message: `${onSuiteClock}: a context of a spec's own is made by newContextOnSuiteClock (tests/e2e/suite-test.ts).`,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-many-posts/',
      'build-fixture-clinic/',
      '.react-router/',
      'node_modules/',
      'public/',
      'app/generated/',
      'test-results/',
      'playwright-report/',
      'data/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts that run before anything is built (npm's post-install step).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Hydration-safe effects legitimately sync state from the browser (scroll, media queries).
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Prettier's width, for the lines it cannot break: comments. A string, template or regular expression
      // is left whole (cutting one to fit changes what it is or costs a join at run time).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  importRule(
    ['app/**/*.{ts,tsx}'],
    { group: ['**/server', '**/server/**'], message: 'app/ ships to browsers and never imports server/.' },
    {
      group: ['../*', '../**'],
      message:
        'In app/, reach another folder through ~/…, content through @content/…, common code through @common/…; ./ is for the same folder.',
    },
  ),
  // React Router's CLI reads the route table in Node, before Vite's aliases apply.
  importRule(['app/routes.ts'], { group: ['**/server', '**/server/**'], message: 'app/ never imports server/.' }),
  importRule(
    ['content/**/*.ts'],
    {
      ...projectFolders('app', 'server', 'tooling', 'scripts', 'common'),
      message: 'content/ imports nothing of app/, server/, tooling/, scripts/ or common/: they all read it.',
    },
    nodeSideAliases,
  ),
  importRule(
    ['common/**/*.{ts,tsx}'],
    {
      ...projectFolders('app', 'server', 'tooling', 'scripts', 'tests'),
      message:
        'common/ is run by the browser and by Node alike: it reads content/ and imports nothing else of the project.',
    },
    nodeSideAliases,
  ),
  {
    ...importRule(
      ['server/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tooling/**/*.ts', 'tests/**/*.{ts,tsx}'],
      ...nodeSidePatterns,
    ),
    ignores: ['tooling/**/*.d.ts'],
  },
  suiteClockRules,
);
