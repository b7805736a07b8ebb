import { z } from 'zod';

/** A calendar date written YYYY-MM-DD that really exists (2024-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a real calendar date');

/**
 * Frontmatter of a blog post: one Markdown file per post in `content/blog/`.
 * Adding a post is adding a file; `draft: true` keeps it off the site.
 */
export const blogFrontmatterSchema = z.object({
  /** URL slug: the post lives at /blog/{slug}. Lower-case words joined by dashes. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes'),
  title: z.string().min(5).max(100),
  /** Publication date, YYYY-MM-DD. */
  date: isoDateSchema,
  /** Shown as the author on cards. */
  author: z.string().min(2).default('Admin'),
  /** Thumbnail image file inside `content/images/`. */
  thumbnail: z.string().min(1),
  /** Alt text of the thumbnail. */
  thumbnailAlt: z.string().min(5),
  /** One or two sentences for cards, the meta description and the RSS feed. */
  description: z.string().min(40).max(200),
  /** Category labels, e.g. "Diabetes". A category page lists every post that has it. */
  categories: z.array(z.string().min(2)).min(1),
  /** Tag labels, e.g. "Blood sugar". */
  tags: z.array(z.string().min(2)).default([]),
  /** A draft is not published. */
  draft: z.boolean().default(false),
});

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** What a post's card draws (app/components/blog/PostCard.tsx); the search index carries it for the blog filter. */
export type PostCardData = Pick<
  BlogFrontmatter,
  'slug' | 'title' | 'description' | 'date' | 'author' | 'thumbnail' | 'thumbnailAlt'
>;

export function postCardData({
  slug,
  title,
  description,
  date,
  author,
  thumbnail,
  thumbnailAlt,
}: PostCardData): PostCardData {
  return { slug, title, description, date, author, thumbnail, thumbnailAlt };
}
