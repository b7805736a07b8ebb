import { postEntries, serviceEntries } from '@content/index/collections';
import { markdownBody } from '@content/index/markdown-body';
import type { MarkdownEntry } from '@content/index/markdown-file';

/**
 * A page's frontmatter and its Markdown body as a HAST tree, for loaders only: they run at build time and never ship in
 * a client bundle.
 */
function withBody<T>(entry: MarkdownEntry<T> | undefined) {
  return entry && { frontmatter: entry.frontmatter, body: markdownBody(entry.markdown) };
}

export function loadService(slug: string) {
  return withBody(serviceEntries().find((entry) => entry.frontmatter.slug === slug));
}

/** A published post (a draft is never found). */
export function loadPost(slug: string) {
  return withBody(postEntries().find((entry) => entry.frontmatter.slug === slug));
}
