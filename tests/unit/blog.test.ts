import { describe, expect, it } from 'vitest';
import { blogPage } from '../../content/blog-page';
import { formatPostDate } from '../../content/helpers';
import { listPosts } from '../../content/index/collections';
import { buildRss, feedOrigin } from '../../tooling/rss';

const posts = listPosts();

describe('blog content', () => {
  it('Popular Post names three published posts', () => {
    const slugs = new Set(posts.map((post) => post.slug));
    expect(blogPage.sidebar.popularPosts).toHaveLength(3);
    for (const slug of blogPage.sidebar.popularPosts) expect(slugs).toContain(slug);
  });

  it('comments belong to published posts, with unique ids', () => {
    const slugs = new Set(posts.map((post) => post.slug));
    const ids: string[] = [];
    for (const [slug, comments] of Object.entries(blogPage.comments.byPost)) {
      expect(slugs).toContain(slug);
      for (const comment of comments) ids.push(comment.id, ...comment.replies.map((reply) => reply.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists drafts nowhere', () => {
    expect(posts.some((post) => post.draft)).toBe(false);
    expect(posts.some((post) => post.slug === 'preparing-for-your-first-visit')).toBe(false);
  });
});

describe('post dates', () => {
  it('reads as day, month and year, the same in every time zone', () => {
    expect(formatPostDate('2024-04-18')).toBe('18 April 2024');
    expect(formatPostDate('2025-01-01')).toBe('1 January 2025');
    expect(formatPostDate('2024-12-31')).toBe('31 December 2024');
  });

  it('refuses what is not an ISO date rather than print a wrong one', () => {
    expect(() => formatPostDate('2024-13-01')).toThrow(/ISO date/);
    expect(() => formatPostDate('18 April 2024')).toThrow(/ISO date/);
  });
});

describe('RSS feed', () => {
  const xml = buildRss(posts, 'https://clinic.example.org');

  it('is RSS 2.0 with one item per published post, newest first, on absolute URLs', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links[0]).toBe('https://clinic.example.org/blog_grid');
    expect(links.slice(1)).toEqual(posts.map((post) => `https://clinic.example.org/blog/${post.slug}`));
    expect(xml).toContain('<atom:link href="https://clinic.example.org/rss.xml" rel="self"');
    expect(xml).not.toContain('preparing-for-your-first-visit');
  });

  it('escapes text and writes RFC 822 dates', () => {
    const [first] = posts;
    const out = buildRss([{ ...first!, title: 'Salt & <sugar>', date: '2025-01-14' }], 'https://x.example');
    expect(out).toContain('<title>Salt &amp; &lt;sugar&gt;</title>');
    expect(out).toContain('<pubDate>Tue, 14 Jan 2025 00:00:00 GMT</pubDate>');
  });

  it('takes its origin from SITE_URL, else the content siteUrl', () => {
    expect(feedOrigin({ SITE_URL: 'https://a.example/' })).toBe('https://a.example');
    expect(feedOrigin({})).toMatch(/^https:\/\//);
  });
});
