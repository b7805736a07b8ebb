import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetProblems, DESIGN_BARS, HOME_PAGES, pageScripts, pageWeight } from '../../scripts/page-weight';
import { buildDir, builtPages } from './built-site';

/** The byte bars (docs/decisions/0011-react-runtime.md), read from the build (deterministic: no timing). */
describe('page weight budgets (gzip, first view)', () => {
  const weights = builtPages().map(([page]) => pageWeight(buildDir, page));

  it('every page meets the JavaScript and CSS bars (home 160 KB, text page 145 KB, CSS 30 KB)', () => {
    expect(weights.flatMap((weight) => budgetProblems(weight, DESIGN_BARS))).toEqual([]);
  });

  it('every page stays within our total first-view budget', () => {
    expect(weights.flatMap((weight) => budgetProblems(weight))).toEqual([]);
  });

  it('judges the three home layouts by the home bar and every other page by the text-page bar', () => {
    const homes = weights.filter((weight) => HOME_PAGES.includes(weight.page));
    expect(homes.map((weight) => weight.page).sort()).toEqual([...HOME_PAGES].sort());
    const textPages = weights.filter((weight) => !HOME_PAGES.includes(weight.page));
    expect(textPages.length).toBeGreaterThan(50);
    const overTextBar = { ...homes[0]!, page: '/about', js: DESIGN_BARS.textPageJs + 1024 };
    expect(budgetProblems(overTextBar, DESIGN_BARS)).toEqual(['/about: JavaScript 146.0 KB > 145.0 KB']);
  });

  it('loads the code every page runs as three chunks run one per task, beside the root route and the manifest', () => {
    // tooling/every-page-chunk.ts: without it the bundler cut this code into twenty-odd chunks, 5 KB gzip more; in
    // three (React DOM, React Router, the site's) so that no one task evaluates them all (decision 0090).
    const [first, ...others] = builtPages().map(([page]) => pageScripts(buildDir, page));
    const onEveryPage = [...first!].filter((script) => others.every((scripts) => scripts.has(script)));
    const names = onEveryPage.map((script) => script.replace(/-[\w-]{8}\.js$/, ''));
    const chunks = ['/assets/react-dom', '/assets/react-router', '/assets/entry.client'];
    expect(names).toEqual(expect.arrayContaining([...chunks, '/assets/manifest', '/assets/root']));
    // Beside them at most two more: the bundler's runtime (600 bytes) and what every route module imports but the
    // root does not (app/lib/meta.ts).
    expect(names.length).toBeLessThanOrEqual(7);
    // React DOM's chunk runs its module code with no stacks for its errors, and gives them back after (decision 0090):
    // both lines are in that chunk, not in the site's, which runs after it.
    const code = (name: string) =>
      readFileSync(
        path.join(
          buildDir,
          onEveryPage.find((script) => script.startsWith(`${name}-`))!,
        ),
        'utf8',
      );
    const reactDom = code('/assets/react-dom');
    const taken = reactDom.indexOf('Error.stackTraceLimit=void 0');
    expect(taken).toBeGreaterThan(-1);
    expect(reactDom.lastIndexOf('Error.stackTraceLimit=')).toBeGreaterThan(taken);
    expect(code('/assets/entry.client')).not.toContain('Error.stackTraceLimit');
    // React DOM's and React Router's start with V8's compile hint, so their functions compile while they stream
    // (decision 0096); the site's own and the route modules, which a page calls only in part, do not.
    for (const chunk of ['/assets/react-dom', '/assets/react-router'])
      expect(code(chunk).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    for (const chunk of ['/assets/entry.client', '/assets/root']) expect(code(chunk).startsWith('//#')).toBe(false);
  });

  it('measures something real', () => {
    const home = weights.find((weight) => weight.page === '/')!;
    expect(home.js).toBeGreaterThan(50 * 1024);
    expect(home.css).toBeGreaterThan(5 * 1024);
    // No font is preloaded: the headings' typeface comes after the first paint (app/lib/heading-font.ts).
    expect(home.fonts).toBe(0);
  });
});
