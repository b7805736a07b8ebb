import type { BlogFrontmatter } from '@content/schema/blog';
import publishedPosts from 'virtual:content/posts';

/** Published posts, newest first (content/index/collections.ts). A draft (`draft: true`) is never listed nor built. */
export const posts: BlogFrontmatter[] = publishedPosts;

/** Each label with the number of posts that carry it, in first-seen order. */
export function countLabels(pick: (post: BlogFrontmatter) => string[]): Array<{ label: string; count: number }> {
  const counts = new Map<string, number>();
  for (const post of posts) for (const label of pick(post)) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count }));
}
