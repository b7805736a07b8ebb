import { listPosts } from './index/collections';

/**
 * Whether the blog has a published post. With none (content/blog/ empty, absent, or drafts only) the blog is not
 * drawn at all: no listing, post, category or tag page, no menu entry, no home blog section, no feed
 * (content/showcase.ts switchedPages). The first published post brings it all back.
 *
 * Read from the Markdown files in Node; the browser gets the value as published data (content/published.ts,
 * tooling/content-plugin.ts serves this file so in the dev server too), never the file reader.
 */
export const blogHasPosts: boolean = readBlogHasPosts();

/** Reads the posts again (the dev server's browser modules, after a post is added or removed). */
export function readBlogHasPosts(): boolean {
  return listPosts().length > 0;
}
