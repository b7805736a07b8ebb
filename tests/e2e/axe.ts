import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The accessibility audit of a page and the errors it logs: the sample's pages and the fixture clinic's. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's experimental rules, off by default, turned on here: label-content-name-mismatch (WCAG
 * 2.5.3, a control's name starts with its visible words) and the others that check the page's
 * structure. Left off: hidden-content (it only lists hidden elements for a person to review) and
 * focus-order-semantics (a best practice, not a WCAG rule, that wants a landmark role on each
 * keyboard-scrollable carousel row).
 */
const EXPERIMENTAL_RULES = [
  'label-content-name-mismatch',
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];
const EXPERIMENTAL_OFF = ['hidden-content', 'focus-order-semantics'];

export async function expectNoViolations(page: Page) {
  // The home's lower sections are content-visibility: auto (docs/decisions/0016-one-restyle-after-paint.md):
  // until they near the viewport the browser neither draws nor hit-tests them, so axe measured a heading's
  // contrast against the section behind its placeholder. A visitor only ever sees them drawn; audit that.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const experimental = Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG, 'experimental'])
    .options({
      rules: { ...experimental, ...Object.fromEntries(EXPERIMENTAL_OFF.map((rule) => [rule, { enabled: false }])) },
    })
    .analyze();
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  expect(EXPERIMENTAL_RULES.filter((rule) => !ran.has(rule))).toEqual([]);
  expect(EXPERIMENTAL_OFF.filter((rule) => ran.has(rule))).toEqual([]);
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Errors the page logs while it loads and hydrates: React DOM reports a hydration mismatch (a
 * prerendered page that the browser had to render again) on the console. The /404 page's own
 * status is not such an error.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 404/.test(message.text())
    )
      errors.push(message.text());
  });
  return errors;
}
