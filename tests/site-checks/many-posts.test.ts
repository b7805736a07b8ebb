import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPage } from '../../content/blog-page';
import { fill } from '../../content/helpers';
import { listPosts } from '../../content/index/collections';
import { pages } from '../../content/pages';
import { buildManyPosts, MANY_POSTS_BUILD, manyPostsBuildIsStale } from '../../scripts/build-many-posts';
import { listPages } from '../../scripts/built-pages';
import { FIXTURE_POSTS, manyPostsSlug, manyPostsWord } from '../../scripts/many-posts';
import { budgetProblems, DESIGN_BARS, kb, pageWeight } from '../../scripts/page-weight';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { buildDir, requireBuild } from './built-site';
import { brokenLinks } from './link-crawl';

/**
 * The blog after years of writing: the site built with 300 more posts (scripts/build-many-posts.ts,
 * made here when missing or older than the shipped build, else reused) costs each page nothing.
 * Every page within its bars, no page's first-load JavaScript more than 1 KB above the same kind of
 * page in the shipped build, no listing drawing more than its page of cards, every link answering,
 * and search finding a word of the last paragraph of the last post without JavaScript.
 */
const { gridPerPage, listPerPage } = blogPage.pagination;

/**
 * The page of the shipped build to compare with: the same page, else its listing's first page, else the heaviest
 * shipped post.
 */
function shippedCounterpart(page: string, shippedPages: Set<string>, shippedPosts: string[]): string[] {
  if (shippedPages.has(page)) return [page];
  const firstPage = page.replace(/\/page\/\d+$/, '');
  if (shippedPages.has(firstPage)) return [firstPage];
  // A category or tag page whose label the shipped posts carry too: any listing page of labels weighs the same.
  if (/^\/blog\/(category|tag)\//.test(firstPage))
    return [...shippedPages].filter((candidate) => /^\/blog\/(category|tag)\/[^/]+$/.test(candidate));
  if (page.startsWith('/blog/')) return shippedPosts;
  return [];
}

/** How many post cards a page draws (PostCard: an <article> with a Read More link). */
const cardCount = (html: string) => (html.match(/<article class="flex h-full flex-col/g) ?? []).length;

let app: FastifyInstance;
let builtPages: string[] = [];

beforeAll(async () => {
  requireBuild();
  if (manyPostsBuildIsStale()) {
    // Precompression changes no weight measured here (the bars gzip each file themselves) and is most of the fixture's
    // build time.
    const { seconds, steps } = buildManyPosts(FIXTURE_POSTS, ['precompress']);
    console.log(`${steps.join('\n')}\nbuild with ${FIXTURE_POSTS} more posts: ${seconds.toFixed(1)} s`);
  }
  builtPages = listPages(MANY_POSTS_BUILD);
  const config = loadConfig({
    NODE_ENV: 'test',
    BUILD_DIR: MANY_POSTS_BUILD,
    DATA_DIR: 'test-results/many-posts-data',
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
  });
  app = await createServer(config, { logger: false });
  await app.ready();
}, 1_200_000);
afterAll(() => app?.close());

const html = (page: string) => readFileSync(path.join(MANY_POSTS_BUILD, page, 'index.html'), 'utf8');

describe(`the site with ${FIXTURE_POSTS} more posts`, () => {
  it('prerenders every post and every page of every listing', () => {
    expect(builtPages).toContain(`/blog/${manyPostsSlug(FIXTURE_POSTS)}`);
    const published = listPosts().length + FIXTURE_POSTS;
    expect(builtPages.filter((page) => /^\/blog\/[^/]+$/.test(page) && page !== '/blog_details')).toHaveLength(
      published,
    );
    expect(builtPages).toContain(`/blog_grid/page/${Math.ceil(published / gridPerPage)}`);
    expect(builtPages).not.toContain(`/blog_grid/page/${Math.ceil(published / gridPerPage) + 1}`);
    expect(builtPages).toContain(`/blog_left_sidebar/page/${Math.ceil(published / listPerPage)}`);
    expect(builtPages.some((page) => /^\/blog\/category\/[^/]+\/page\/2$/.test(page))).toBe(true);
    expect(builtPages.some((page) => /^\/blog\/tag\/[^/]+\/page\/2$/.test(page))).toBe(true);
  });

  it('meets every bar, and no page carries more than 1 KB of JavaScript above the same page with the shipped posts', () => {
    const shippedPages = new Set(listPages(buildDir));
    const shippedPosts = [...shippedPages].filter((page) => /^\/blog\/[^/]+$/.test(page));
    const shippedJs = new Map<string, number>();
    const jsOf = (page: string) => shippedJs.get(page) ?? shippedJs.set(page, pageWeight(buildDir, page).js).get(page)!;
    const problems: string[] = [];
    for (const page of builtPages) {
      const weight = pageWeight(MANY_POSTS_BUILD, page);
      problems.push(...budgetProblems(weight, DESIGN_BARS), ...budgetProblems(weight));
      const counterparts = shippedCounterpart(page, shippedPages, shippedPosts);
      if (counterparts.length === 0) problems.push(`${page}: no page of its kind in the shipped build`);
      else {
        const reference = Math.max(...counterparts.map(jsOf));
        if (weight.js > reference + 1024)
          problems.push(`${page}: JavaScript ${kb(weight.js)}, shipped ${kb(reference)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('draws no more than a page of cards on any listing page, each with its own title, canonical URL and neighbours', () => {
    for (const page of builtPages.filter((candidate) => /^\/(blog_grid|blog\/(category|tag)\/)/.test(candidate))) {
      expect(cardCount(html(page)), page).toBeLessThanOrEqual(gridPerPage);
    }
    for (const page of builtPages.filter((candidate) => /^\/blog_(left|right)_sidebar/.test(candidate))) {
      expect(cardCount(html(page)), page).toBeLessThanOrEqual(listPerPage);
    }
    const second = html('/blog_grid/page/2');
    expect(cardCount(second)).toBe(gridPerPage);
    expect(second).toContain(
      `${fill(blogPage.pagination.pageTitle, { title: pages.blog_grid.title, page: '2' })}</title>`,
    );
    expect(second).toMatch(/<link rel="canonical" href="[^"]+\/blog_grid\/page\/2"\/>/);
    expect(second).toMatch(/<link rel="prev" href="[^"]+\/blog_grid"\/>/);
    expect(second).toMatch(/<link rel="next" href="[^"]+\/blog_grid\/page\/3"\/>/);
    const sitemap = readFileSync(path.join(MANY_POSTS_BUILD, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/blog_grid/page/2</loc>');
    expect(sitemap).toMatch(/\/blog\/tag\/[^/<]+\/page\/2<\/loc>/);
  });

  it('finds a word of the last paragraph of the last post without JavaScript (the form service searches every shard)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/search?q=${manyPostsWord(FIXTURE_POSTS)}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="/blog/${manyPostsSlug(FIXTURE_POSTS)}"`);
    expect(response.body).not.toContain(`href="/blog/${manyPostsSlug(FIXTURE_POSTS - 1)}"`);
  });

  it('answers 200 for every internal link and asset of every page, the later pages of every listing included', async () => {
    const { broken, checked } = await brokenLinks(
      app,
      builtPages.map((page) => [page, html(page)]),
    );
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(builtPages.length);
  }, 120_000);
});
