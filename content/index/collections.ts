import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type BlogFrontmatter, blogFrontmatterSchema } from '../schema/blog';
import {
  type ServiceCard,
  type ServiceFrontmatter,
  serviceFrontmatterSchema,
  type ServiceOption,
} from '../schema/service';
import { type MarkdownEntry, parseMarkdownFile } from './markdown-file';

/**
 * The content index: the Markdown collections of content/ (one file per service page, one per
 * blog post), each file validated against its zod schema and listed in one order. Everything
 * that lists services or posts reads them here: the routes and prerender paths, the loaders, the
 * content plugin's browser modules, the search index, the feed, the PDFs and the form service.
 * Node only (it reads files): the browser gets its lists through tooling/content-plugin.ts.
 */

interface Collection<T extends { slug: string }> {
  /** What one file is, for messages. */
  noun: string;
  /** Folder inside content/. */
  folder: string;
  schema: z.ZodType<T>;
  /** The list's order; files that tie keep the order of their file names. */
  order: (a: T, b: T) => number;
  /** Whether a valid file is listed (a draft post is checked, never listed). */
  listed: (item: T) => boolean;
  /** Whether an empty or absent folder is an error (a blog with no post is not drawn: content/blog-status.ts). */
  required: boolean;
}

const services: Collection<ServiceFrontmatter> = {
  noun: 'service',
  folder: 'services',
  schema: serviceFrontmatterSchema,
  order: (a, b) => a.order - b.order,
  listed: () => true,
  // The site's menus and the booking form's service list would be empty.
  required: true,
};

const posts: Collection<BlogFrontmatter> = {
  noun: 'post',
  folder: 'blog',
  schema: blogFrontmatterSchema,
  order: (a, b) => b.date.localeCompare(a.date),
  listed: (post) => !post.draft,
  required: false,
};

/**
 * A collection's folder inside content/. CONTENT_POSTS_DIR, when set, names another folder of posts:
 * the 300-post fixture a test builds (scripts/many-posts.ts) instead of content/blog.
 */
function contentFolder(folder: string): string {
  const postsDir = process.env.CONTENT_POSTS_DIR;
  if (folder === posts.folder && postsDir) return path.resolve(postsDir);
  return path.join(process.cwd(), 'content', folder);
}
const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** Each file is read and validated once, and again only when it changes (the dev server, tests). */
const parsed = new Map<string, { version: string; entry: MarkdownEntry<unknown> }>();

function readEntry<T>(file: string, schema: z.ZodType<T>): MarkdownEntry<T> {
  const { mtimeMs, size } = statSync(file);
  const version = `${mtimeMs}:${size}`;
  const cached = parsed.get(file);
  if (cached?.version === version) return cached.entry as MarkdownEntry<T>;
  const entry = parseMarkdownFile(file, schema);
  parsed.set(file, { version, entry });
  return entry;
}

function readCollection<T extends { slug: string }>(collection: Collection<T>, dir: string): MarkdownEntry<T>[] {
  const { noun } = collection;
  // git keeps no empty folder: a clinic that has written no post yet has no content/blog/ at all.
  if (!existsSync(dir) && !collection.required) return [];
  if (!existsSync(dir))
    throw new Error(`No ${noun} files: the folder ${dir} does not exist (one Markdown file per ${noun} expected)`);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
  if (collection.required && files.length === 0)
    throw new Error(`No ${noun} files found in ${dir}: one Markdown file per ${noun} expected`);
  const entries = files.map((file) => readEntry(file, collection.schema));
  const fileOfSlug = new Map<string, string>();
  for (const { file, frontmatter } of entries) {
    const other = fileOfSlug.get(frontmatter.slug);
    if (other)
      throw new Error(
        `Invalid content in ${shown(file)}:\n  - slug: "${frontmatter.slug}" is already the slug of ${shown(other)}`,
      );
    fileOfSlug.set(frontmatter.slug, file);
  }
  // Array.prototype.sort is stable: ties stay in file-name order.
  return entries
    .filter((entry) => collection.listed(entry.frontmatter))
    .sort((a, b) => collection.order(a.frontmatter, b.frontmatter));
}

/** Every service page, in menu order. */
export function serviceEntries(dir = contentFolder(services.folder)): MarkdownEntry<ServiceFrontmatter>[] {
  return readCollection(services, dir);
}

/** The published posts (every file is validated, drafts too), newest first. */
export function postEntries(dir = contentFolder(posts.folder)): MarkdownEntry<BlogFrontmatter>[] {
  return readCollection(posts, dir);
}

/** The folders the index reads (the dev server refreshes its lists when a file in them changes). */
export function collectionFolders(): string[] {
  return [services.folder, posts.folder].map(contentFolder);
}

export function listServices(dir?: string): ServiceFrontmatter[] {
  return serviceEntries(dir).map((entry) => entry.frontmatter);
}

export function listPosts(dir?: string): BlogFrontmatter[] {
  return postEntries(dir).map((entry) => entry.frontmatter);
}

export function serviceCard({
  slug,
  title,
  label,
  order,
  subtitle,
  summary,
  icon,
  image,
  imageAlt,
}: ServiceFrontmatter): ServiceCard {
  return { slug, title, label, order, subtitle, summary, icon, image, imageAlt };
}

export function serviceOption({ slug, label, order }: ServiceFrontmatter): ServiceOption {
  return { slug, label, order };
}
