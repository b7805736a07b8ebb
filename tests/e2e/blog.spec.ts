import AxeBuilder from '@axe-core/playwright';
import { blogComments } from '../../content/blog-comments';
import { blogPage } from '../../content/blog-page';
import { fill } from '../../content/ui';
import { FEATURED_POST_SLUG } from '../../content/showcase';
import { formAnswers } from '../../content/forms/answers';
import { taxonomySlug } from '../../content/helpers';
import { listPosts, listServices } from '../../content/index/collections';
import { openPage } from './helpers';
import { expect, test } from './suite-test';

const posts = listPosts();
/** The comments under the post /blog_details shows: the first, and the second (the one without replies). */
const [firstComment, secondComment] = blogComments[FEATURED_POST_SLUG] ?? [];
const replyLink = (comment: typeof firstComment) => fill(blogPage.comments.replyLabel, { name: comment!.name });
const cards = (page: import('@playwright/test').Page) =>
  page.locator('main article').filter({ has: page.getByRole('link', { name: /^Read More/ }) });

test.describe('blog lists', () => {
  test('the sidebar pages show six posts and the sidebar (left or right)', async ({ page, viewport }) => {
    for (const path of ['/blog_left_sidebar', '/blog_right_sidebar']) {
      await openPage(page, path);
      await expect(cards(page)).toHaveCount(6);
      const sidebar = page.getByRole('complementary', { name: blogPage.sidebar.label });
      for (const title of [
        blogPage.sidebar.categoriesTitle,
        blogPage.sidebar.popularTitle,
        blogPage.sidebar.tagsTitle,
      ]) {
        await expect(sidebar.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(sidebar.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search here...');
      await expect(sidebar.getByRole('link', { name: blogPage.sidebar.contactCard.button })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(sidebar.getByRole('region', { name: blogPage.sidebar.popularTitle }).getByRole('link')).toHaveCount(
        3,
      );
      if ((viewport?.width ?? 0) >= 1024) {
        const sideBox = (await sidebar.boundingBox())!;
        const postsBox = (await page.locator('#blog-posts').boundingBox())!;
        expect(path.includes('left') ? sideBox.x < postsBox.x : sideBox.x > postsBox.x).toBe(true);
      }
    }
  });

  test('a category in the sidebar opens the list filtered by it', async ({ page }) => {
    await openPage(page, '/blog_left_sidebar');
    const sidebar = page.getByRole('complementary', { name: blogPage.sidebar.label });
    await sidebar.getByRole('link', { name: /^Diabetes/ }).click();
    await expect(page).toHaveURL('/blog/category/diabetes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category: Diabetes');
    const expected = posts.filter((post) => post.categories.includes('Diabetes'));
    await expect(cards(page)).toHaveCount(expected.length);
    for (const post of expected) await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
  });

  test('a tag opens the list filtered by it', async ({ page }) => {
    await openPage(page, '/blog_right_sidebar');
    await page
      .getByRole('complementary', { name: blogPage.sidebar.label })
      .getByRole('link', { name: 'Telemedicine', exact: true })
      .click();
    await expect(page).toHaveURL(`/blog/tag/${taxonomySlug('Telemedicine')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: Telemedicine');
    const expected = posts.filter((post) => post.tags.includes('Telemedicine'));
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(
      page.getByRole('heading', { name: 'How Virtual Healthcare is Transforming Patient Care' }),
    ).toBeVisible();
  });

  test('the sidebar search filters the posts, and clearing it shows them all again', async ({ page }) => {
    await openPage(page, '/blog_left_sidebar');
    const field = page.getByRole('complementary', { name: blogPage.sidebar.label }).getByRole('searchbox');
    await field.fill('monsoon');
    await expect(page.getByTestId('blog-filter-status')).toHaveText(/match(es)? “monsoon”/);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Staying Safe from Monsoon Infections');
    await expect(page.getByRole('heading', { name: 'Taking Many Medicines Safely' })).toHaveCount(0);
    await field.fill('qwzxvbk');
    await expect(page.getByTestId('blog-filter-status')).toHaveText(/No article matches “qwzxvbk”/);
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: blogPage.filter.clear }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL('/blog_left_sidebar');
  });

  test('/blog_grid lists every published post, each Read More opening its own article', async ({ page, request }) => {
    await openPage(page, '/blog_grid');
    await expect(cards(page)).toHaveCount(posts.length);
    const links = await page
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.textContent]));
    for (const [href, text] of links) {
      const post = posts.find((candidate) => `/blog/${candidate.slug}` === href);
      expect(post, `${href}`).toBeDefined();
      expect(text).toContain(post!.title);
      const html = await (await request.get(href!)).text();
      expect(html).toContain(`<h1 class="text-title text-brand-900">${post!.title.replace(/&/g, '&amp;')}</h1>`);
    }
  });
});

test.describe('blog article', () => {
  test('Reply opens the comment form answering that comment; cancel stops it', async ({ page }) => {
    await openPage(page, '/blog_details');
    const comments = page.getByRole('region', { name: /All Comments/ });
    const shown = blogComments[FEATURED_POST_SLUG] ?? [];
    const replies = shown.flatMap((comment) => comment.replies);
    await expect(comments.locator('article')).toHaveCount(shown.length + replies.length);
    await expect(comments.locator('ol ol article')).toHaveCount(replies.length);
    await comments.getByRole('link', { name: replyLink(secondComment) }).click();
    await expect(page.getByTestId('replying-to')).toContainText(
      fill(blogPage.comments.replyingTo, { name: secondComment!.name }),
    );
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expect(page.locator('input[name="replyTo"]')).toHaveValue(secondComment!.id);
    await page.getByRole('button', { name: 'Cancel reply' }).click();
    await expect(page.getByTestId('replying-to')).toHaveCount(0);
    await expect(page.locator('input[name="replyTo"]')).toHaveValue('');
  });

  test('a comment posts to the form service as a message', async ({ page }) => {
    await openPage(page, '/blog_details');
    await page
      .getByRole('region', { name: /All Comments/ })
      .getByRole('link', { name: replyLink(firstComment) })
      .click();
    await page.getByLabel('Your name').fill('Test Visitor');
    await page.getByLabel('E-mail (not published)').fill('visitor@example.com');
    await page.getByLabel('Comment', { exact: true }).fill('Thank you for this clear article.');
    await page.getByRole('form', { name: blogPage.comments.formTitle }).getByRole('checkbox').check();
    await page.getByRole('button', { name: blogPage.comments.submit }).click();
    await expect(page.getByText(formAnswers.success.comment)).toBeVisible();
  });

  test('/blog_details and /blog/<slug> show the same post and name one canonical URL', async ({ request }) => {
    const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const details = await (await request.get('/blog_details')).text();
    const own = await (await request.get('/blog/how-virtual-healthcare-is-transforming-patient-care')).text();
    expect(canonical(details)).toMatch(/\/blog\/how-virtual-healthcare-is-transforming-patient-care$/);
    expect(canonical(own)).toBe(canonical(details));
    expect(details).toContain('How Virtual Healthcare is Transforming Patient Care');
  });
});

test.describe('blog and service HTML without JavaScript', () => {
  test.skip(({ viewport }) => viewport?.width !== 1440, 'HTML does not depend on the viewport');

  test('a draft is not built', async ({ request }) => {
    expect((await request.get('/blog/preparing-for-your-first-visit')).status()).toBe(404);
  });

  test('the RSS feed lists the published posts on absolute URLs and the blog pages link to it', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/blog\/[a-z0-9-]+<\/link>/);
    for (const path of ['/blog_grid', '/blog_left_sidebar', '/blog_details']) {
      expect(await (await request.get(path)).text()).toContain('<link rel="alternate" type="application/rss+xml"');
    }
  });

  test('the sidebar search submits to /search without JavaScript', async ({ request }) => {
    const html = await (await request.get('/blog_left_sidebar')).text();
    const form = html.match(/<form [^>]*aria-label="Search the articles"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
    expect(form).toMatch(/action="\/search"/);
    expect(form).toMatch(/method="get"/);
    const input = form.match(/<input id="blog-search-q"[^>]*>/)?.[0] ?? '';
    expect(input).toMatch(/ name="q"/);
    expect(input).toMatch(/ required(="")?[ />]/);
    expect(input).toMatch(/ placeholder="Search here\.\.\."/);
  });

  test('service and blog pages hold their content and link to no missing page', async ({ request }) => {
    const pages = [
      '/blog_grid',
      '/blog_left_sidebar',
      '/blog_right_sidebar',
      '/blog_details',
      ...posts.map((post) => `/blog/${post.slug}`),
      ...listServices().map((service) => `/${service.slug}`),
    ];
    const checked = new Map<string, number>();
    for (const path of pages) {
      const html = await (await request.get(encodeURI(path))).text();
      expect(html).toMatch(/<main[\s\S]*<h1[^>]*>[^<]+<\/h1>[\s\S]*<\/main>/);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, path).toBeGreaterThan(1500);
      const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"#]*)(#[^"]*)?"/g)].map((match) => match[1]!);
      for (const href of new Set(hrefs)) {
        if (!checked.has(href)) checked.set(href, (await request.get(href)).status());
        expect(checked.get(href), `${path} links to ${href}`).toBe(200);
      }
      expect(html).not.toMatch(/href="#"/);
    }
  });
});

test.describe('blog axe', () => {
  test('the comment form with a reply open has no violations', async ({ page }) => {
    await openPage(page, '/blog_details');
    await page.getByRole('link', { name: replyLink(firstComment) }).click();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
