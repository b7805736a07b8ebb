import type { Browser, Page } from '@playwright/test';
import { blogPage } from '../../content/blog-page';
import { manyPostsSlug, manyPostsWord, FIXTURE_POSTS } from '../../scripts/many-posts';
import { openPage } from './helpers';
import { expect, newContextOnSuiteClock, test } from './suite-test';

/**
 * The blog listings' later pages (/blog_grid/page/2, a category's and a tag's page 2, the sidebar
 * listings'), with and without JavaScript, on the build being served: the shipped posts fill a
 * page 2 of the sidebar listings; the 300-post fixture (BUILD_DIR=build-many-posts/client, made by
 * scripts/build-many-posts.ts) one of every listing.
 */
const text = blogPage.pagination;
const cards = (page: Page) =>
  page.locator('main article').filter({ has: page.getByRole('link', { name: /^Read More/ }) });

/** Every listing's first page that has a page 2 in this build, from its sitemap. */
async function listingsWithPageTwo(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)\/page\/2<\/loc>/g)].map((match) => decodeURI(match[1]!));
}

/** The first listing of each kind: the grid, each sidebar listing, one category, one tag. */
function onePerKind(listings: string[]): string[] {
  const kind = (listing: string) => /^\/blog\/(category|tag)\//.exec(listing)?.[1] ?? listing;
  return listings.filter((listing, index) => listings.findIndex((other) => kind(other) === kind(listing)) === index);
}

const perPage = (listing: string) => (/sidebar/.test(listing) ? text.listPerPage : text.gridPerPage);

test.describe('later pages of the blog listings', () => {
  test('the sidebar listings have a page 2 with the shipped posts; the fixture has one for the grid, a category and a tag', async ({
    page,
  }) => {
    const listings = await listingsWithPageTwo(page);
    expect(listings).toEqual(expect.arrayContaining(['/blog_left_sidebar', '/blog_right_sidebar']));
    const fixture = listings.includes('/blog_grid');
    test.info().annotations.push({ type: 'listings with a page 2', description: listings.join(' ') });
    if (fixture) {
      expect(listings.some((listing) => listing.startsWith('/blog/category/'))).toBe(true);
      expect(listings.some((listing) => listing.startsWith('/blog/tag/'))).toBe(true);
    }
  });

  test('page 2 of each listing works with JavaScript: the Older link loads that page’s data only, Newer leads back', async ({
    page,
  }) => {
    for (const listing of onePerKind(await listingsWithPageTwo(page))) {
      await openPage(page, listing);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.getByRole('navigation', { name: text.label }).getByRole('link', { name: text.next }).click();
      await expect(page).toHaveURL(`${encodeURI(listing)}/page/2`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page 2');
      const count = await cards(page).count();
      expect(count, listing).toBeGreaterThan(0);
      expect(count, listing).toBeLessThanOrEqual(perPage(listing));
      expect(
        fetched.filter((path) => path.endsWith('.data')),
        listing,
      ).toEqual([`${listing}/page/2.data`]);
      page.removeAllListeners('request');
      await page.getByRole('navigation', { name: text.label }).getByRole('link', { name: text.previous }).click();
      await expect(page).toHaveURL(encodeURI(listing));
    }
  });

  test('page 2 of each listing works without JavaScript, with its own title and neighbours', async ({
    browser,
    page,
  }) => {
    const context = await newContextOnSuiteClock(browser as Browser, { javaScriptEnabled: false });
    const plain = await context.newPage();
    for (const listing of onePerKind(await listingsWithPageTwo(page))) {
      await plain.goto(listing);
      await plain.getByRole('navigation', { name: text.label }).getByRole('link', { name: text.next }).click();
      await expect(plain).toHaveURL(`${encodeURI(listing)}/page/2`);
      await expect(plain).toHaveTitle(/Page 2$/);
      expect(await cards(plain).count(), listing).toBeLessThanOrEqual(perPage(listing));
      await expect(
        plain.getByRole('navigation', { name: text.label }).getByRole('link', { name: text.previous }),
      ).toHaveAttribute('href', listing);
    }
    await context.close();
  });

  test('search finds a word of the last paragraph of the last of 300 posts, with and without JavaScript', async ({
    browser,
    page,
  }) => {
    const listings = await listingsWithPageTwo(page);
    test.skip(!listings.includes('/blog_grid'), 'needs the 300-post fixture build (BUILD_DIR=build-many-posts/client)');
    const target = `/blog/${manyPostsSlug(FIXTURE_POSTS)}`;
    // With JavaScript the search form stays in the app: the browser's engine, its shards fetched, answers.
    await openPage(page, '/search');
    await page.getByRole('main').getByRole('searchbox').fill(manyPostsWord(FIXTURE_POSTS));
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    await expect(page.getByRole('list', { name: blogPage.search.resultsLabel }).getByRole('link')).toHaveAttribute(
      'href',
      target,
    );
    const context = await newContextOnSuiteClock(browser as Browser, { javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`/search?q=${manyPostsWord(FIXTURE_POSTS)}`);
    await expect(plain.getByRole('list', { name: blogPage.search.resultsLabel }).getByRole('link')).toHaveAttribute(
      'href',
      target,
    );
    await context.close();
  });
});
