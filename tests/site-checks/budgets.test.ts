import { describe, expect, it } from 'vitest';
import { budgetProblems, pageWeight } from '../../scripts/page-weight';
import { buildDir, builtPages } from './built-site';

/** DESIGN.md's byte budgets, read from the build (deterministic: no timing). */
describe('page weight budgets (gzip, first view)', () => {
  const weights = builtPages().map(([page]) => pageWeight(buildDir, page));

  it('every page stays within its JavaScript, CSS and total budgets', () => {
    expect(weights.flatMap(budgetProblems)).toEqual([]);
  });

  it('measures something real', () => {
    const home = weights.find((weight) => weight.page === '/')!;
    expect(home.js).toBeGreaterThan(50 * 1024);
    expect(home.css).toBeGreaterThan(5 * 1024);
    expect(home.fonts).toBeGreaterThan(20 * 1024);
  });
});
