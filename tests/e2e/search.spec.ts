import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { site } from '../../content/site';
import { openPage } from './helpers';
import { expect, test } from './suite-test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Here' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const results = (page: Page) =>
  page.getByRole('dialog', { name: 'Search Here' }).getByRole('list', { name: 'Search results' }).getByRole('link');

test.describe('site search popup', () => {
  test('loads the index only when search is first opened', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/search-index\.json|minisearch|create-engine|\/es-[\w-]+\.js/.test(request.url()))
        fetched.push(request.url());
    });
    await openPage(page, '/');
    expect(fetched).toEqual([]);
    const dialog = await openSearch(page);
    await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    expect(fetched.some((url) => url.endsWith('/search-index.json'))).toBe(true);
  });

  test("'hypertension' shows the Hypertension page first, its excerpt marked", async ({ page }) => {
    await openPage(page, '/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('hypertension');
    await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/);
    await expect(results(page).first()).toHaveAttribute('href', '/Hypertension');
    await expect(results(page).first().locator('mark').first()).toHaveText(/hypertension/i);
  });

  test("'sugar' (a patient's word, through the synonym list) finds Diabetes; 'fever' lists no page for 'fewer'", async ({
    page,
  }) => {
    await openPage(page, '/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('sugar');
    await expect(results(page).first()).toHaveAttribute('href', '/Diabetes');
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    await dialog.getByRole('searchbox').fill('fever');
    await expect(results(page).first()).toHaveAttribute('href', '/Infectious-Diseases');
    await expect(
      results(page)
        .locator('mark')
        .filter({ hasText: /^fewer$/i }),
    ).toHaveCount(0);
    await expect(results(page).locator('[href="/Chronic-Medical-Illnesses"]')).toHaveCount(0);
  });

  test("'diabetis' (a typo) finds Diabetes", async ({ page }) => {
    await openPage(page, '/about');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('diabetis');
    await expect(results(page).first()).toHaveAttribute('href', '/Diabetes');
  });

  test("a doctor's name finds the doctor's page", async ({ page }) => {
    const doctor = site.doctors[1]!;
    await openPage(page, '/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill(doctor.name);
    await expect(results(page).first()).toHaveAttribute('href', `/${doctor.slug}`);
    await results(page).first().click();
    await expect(page).toHaveURL(`/${doctor.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keyboard only: open search, type, arrow to a result, Enter opens it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open search' }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('dialog', { name: 'Search Here' }).getByRole('searchbox');
    await expect(field).toBeFocused();
    await page.keyboard.type('blood pressure');
    await expect(results(page).nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const target = await results(page).first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(target!);
    await expect(page.getByRole('dialog', { name: 'Search Here' })).toBeHidden();
  });

  test('Escape closes the popup', async ({ page }) => {
    await openPage(page, '/');
    await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search Here' })).toBeHidden();
  });

  test('an empty submit is refused by the required field', async ({ page }) => {
    await openPage(page, '/contact');
    const dialog = await openSearch(page);
    await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByRole('searchbox').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await expect(page).toHaveURL('/contact');
  });

  test('a nonsense word shows the no-results message with links to services and contact', async ({ page }) => {
    await openPage(page, '/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('qwzxvbk');
    await expect(dialog.getByText('No results for “qwzxvbk”.')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('0 results');
    await expect(dialog.getByTestId('no-results').locator('a[href="/service"]')).toBeVisible();
    await expect(dialog.getByTestId('no-results').locator('a[href="/contact"]')).toBeVisible();
  });

  test('submitting opens the results page, which lists the results of ?q', async ({ page }) => {
    await openPage(page, '/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('hypertension');
    await dialog.getByRole('searchbox').press('Enter');
    // React Router moves the URL once the results page's module has loaded: over 5 s once in CI, on 2 busy cores.
    await expect(page).toHaveURL('/search?q=hypertension', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Results for “hypertension”' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/Hypertension',
    );
    await expect(page.getByRole('searchbox')).toHaveValue('hypertension');
  });

  test('no axe violations with the popup open and showing results', async ({ page }) => {
    await openPage(page, '/');
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('diabetes');
    await expect(results(page).first()).toBeVisible();
    const found = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await dialog.getByRole('searchbox').fill('qwzxvbk');
    await expect(dialog.getByTestId('no-results')).toBeVisible();
    const none = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(none.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('search results page', () => {
  /**
   * Opens /search and searches from its own form: with JavaScript the app navigates to ?q and searches in the browser.
   */
  async function searchOnPage(page: Page, query: string) {
    await openPage(page, '/search');
    await page.getByRole('main').getByRole('searchbox').fill(query);
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
  }

  test('lists results by relevance and has no axe violations', async ({ page }) => {
    await searchOnPage(page, 'diabetis');
    const list = page.getByRole('list', { name: 'Search results' });
    await expect(list.getByRole('link').first()).toHaveAttribute('href', '/Diabetes');
    const found = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a nonsense query shows the no-results message', async ({ page }) => {
    await searchOnPage(page, 'qwzxvbk');
    await expect(page.getByText('No results for “qwzxvbk”.')).toBeVisible();
  });

  test('the page the server writes for /search?q= (first load) has no axe violations, with and without results', async ({
    page,
  }) => {
    for (const query of ['bp', 'qwzxvbk']) {
      await page.goto(`/search?q=${query}`);
      await expect(page.getByRole('heading', { level: 2, name: `Results for “${query}”` })).toBeVisible();
      const found = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("type 'bp' in the /search page's form, submit: the server lists the Hypertension page, and the link opens it", async ({
    page,
  }) => {
    await page.goto('/search');
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('bp');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=bp');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('bp');
    await expect(page.getByRole('heading', { name: 'Results for “bp”' })).toBeVisible();
    await expect(page.getByTestId('search-status')).toHaveText(/\d+ results?/);
    const hypertension = page.getByRole('list', { name: 'Search results' }).locator('a[href="/Hypertension"]');
    await expect(hypertension).toBeVisible();
    await expect(hypertension.locator('mark').first()).toBeVisible();
    await hypertension.click();
    await expect(page).toHaveURL('/Hypertension');
    await expect(page.getByRole('heading', { level: 1, name: /Hypertension/ })).toBeVisible();
  });

  test('nothing found: the message, example searches that lead to results, and the browse links', async ({ page }) => {
    await page.goto('/search?q=qwzxvbk');
    const none = page.getByTestId('no-results');
    await expect(none.getByText('No results for “qwzxvbk”.')).toBeVisible();
    for (const path of ['/service', '/contact']) await expect(none.locator(`a[href="${path}"]`)).toBeVisible();
    await none.getByRole('link', { name: 'sugar' }).click();
    await expect(page).toHaveURL('/search?q=sugar');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/Diabetes',
    );
  });

  test('a search over 100 characters is refused with a message, the field marked', async ({ page }) => {
    const response = await page.goto(`/search?q=${'fever '.repeat(30)}`);
    expect(response?.status()).toBe(400);
    await expect(
      page.getByText('Please shorten your search to 100 characters or fewer', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the blog sidebar search submits to /search, which lists the articles found', async ({ page }) => {
    await page.goto('/blog_right_sidebar');
    const field = page.getByRole('search', { name: 'Search the articles' }).getByRole('searchbox');
    await field.fill('sugar');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?q=sugar');
    await expect(page.getByRole('list', { name: 'Search results' }).locator('a[href^="/blog/"]').first()).toBeVisible();
  });

  test('the popup form leads to /search, which offers the services, the blog and contact', async ({ page }) => {
    await page.goto('/search?q=diabetes');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const browse = page.getByRole('region', { name: 'Looking for something else?' });
    for (const path of ['/service', '/blog_grid', '/contact'])
      await expect(browse.locator(`a[href="${path}"]`)).toBeVisible();
    const form = page.locator('form[role="search"][action="/search"]').first();
    await expect(form).toHaveAttribute('method', 'get');
  });
});
