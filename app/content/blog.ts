import type { BlogFrontmatter } from '@content/schema/blog';

const modules = import.meta.glob<BlogFrontmatter>('/content/blog/*.md', { query: '?frontmatter', import: 'default', eager: true });

/** Published posts, newest first. A draft (`draft: true`) is never listed nor built. */
export const posts: BlogFrontmatter[] = Object.values(modules)
  .filter((post) => !post.draft)
  .sort((a, b) => b.date.localeCompare(a.date));

export function postPath(post: Pick<BlogFrontmatter, 'slug'>): string {
  return `/blog/${post.slug}`;
}

/** URL segment of a category or tag label: "Heart Health" -> "heart-health". */
export function taxonomySlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function categoryPath(label: string): string {
  return `/blog/category/${taxonomySlug(label)}`;
}

export function tagPath(label: string): string {
  return `/blog/tag/${taxonomySlug(label)}`;
}

/** Each label with the number of posts that carry it, in first-seen order. */
export function countLabels(pick: (post: BlogFrontmatter) => string[]): Array<{ label: string; count: number }> {
  const counts = new Map<string, number>();
  for (const post of posts) for (const label of pick(post)) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count }));
}

/** "18 April 2024" */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
