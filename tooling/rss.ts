import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blogPage } from '../content/blog-page';
import { postPath } from '../content/helpers';
import { listPosts } from '../content/index/collections';
import type { BlogFrontmatter } from '../content/schema/blog';
import { site } from '../content/site';
import { escapeXml } from './escape-xml';

/**
 * The RSS 2.0 feed of the published posts (drafts never), written at build time to
 * build/client/rss.xml with absolute URLs on SITE_URL (or VITE_SITE_URL, else content siteUrl).
 */
export function feedOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? env.VITE_SITE_URL ?? site.siteUrl).replace(/\/+$/, '');
}

/** RFC 822 date of a YYYY-MM-DD day (midnight UTC), as RSS 2.0 wants. */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function buildRss(posts: BlogFrontmatter[], origin: string): string {
  const url = (pathname: string) => new URL(encodeURI(pathname), `${origin}/`).href;
  const items = posts.map((post) => {
    const link = url(postPath(post));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(blogPage.feed.title)}</title>`,
    `    <link>${escapeXml(url('/blog_grid'))}</link>`,
    `    <description>${escapeXml(blogPage.feed.description)}</description>`,
    '    <language>en-IN</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(url('/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function writeRss(buildDir: string): Promise<string> {
  const posts = listPosts();
  // A blog with no post has no page to lead to, and no feed (content/blog-status.ts).
  if (posts.length === 0) return 'no rss.xml: the blog has no post';
  const origin = feedOrigin();
  await writeFile(path.join(buildDir, 'rss.xml'), buildRss(posts, origin));
  return `rss.xml: ${posts.length} posts, links on ${origin}`;
}
