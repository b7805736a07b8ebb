import { describe, expect, it } from 'vitest';
import { budgetProblems, DESIGN_BARS, HOME_PAGES, pageWeight } from '../../scripts/page-weight';
import { buildDir, builtPages } from './built-site';

/** DESIGN.md's byte budgets, read from the build (deterministic: no timing). */
describe('page weight budgets (gzip, first view)', () => {
  const weights = builtPages().map(([page]) => pageWeight(buildDir, page));

  it('every page stays within its JavaScript, CSS and total budgets', () => {
    expect(weights.flatMap((weight) => budgetProblems(weight))).toEqual([]);
  });

  it("the home layouts meet DESIGN.md's own JavaScript bar", () => {
    const homes = weights.filter((weight) => HOME_PAGES.includes(weight.page));
    expect(homes.map((weight) => weight.page).sort()).toEqual([...HOME_PAGES].sort());
    expect(homes.flatMap((weight) => budgetProblems(weight, DESIGN_BARS))).toEqual([]);
  });

  it('measures something real', () => {
    const home = weights.find((weight) => weight.page === '/')!;
    expect(home.js).toBeGreaterThan(50 * 1024);
    expect(home.css).toBeGreaterThan(5 * 1024);
    expect(home.fonts).toBeGreaterThan(20 * 1024);
  });
});
