/**
 * Where a post, a category and a tag live, and how a post's date reads. Apart from app/content/blog.ts
 * (the list of posts), so a page that only draws a card does not load every post's frontmatter.
 */
import type { BlogFrontmatter } from '@content/schema/blog';

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

/** "18 April 2024" */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
