import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BlogFrontmatter } from '../content/schema/blog';
import type { ServiceFrontmatter } from '../content/schema/service';
import { parseMarkdownFile } from './content-plugin';

/**
 * Build-time index of the Markdown content, for the route table, the prerender list,
 * the sitemap and the search index. The app itself reads the same files through the
 * content plugin's `?frontmatter` / `?markdown` modules.
 */
const contentDir = path.join(process.cwd(), 'content');

/** The Markdown files of a content folder ("blog", "services"), sorted by name. */
export function markdownFilesOf(folder: string): string[] {
  return markdownFiles(folder);
}

function markdownFiles(folder: string): string[] {
  const dir = path.join(contentDir, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
}

export function listServices(): ServiceFrontmatter[] {
  return markdownFiles('services')
    .map((file) => parseMarkdownFile(file).frontmatter as ServiceFrontmatter)
    .sort((a, b) => a.order - b.order);
}

/** Published posts (drafts left out), newest first. */
export function listPosts(): BlogFrontmatter[] {
  return markdownFiles('blog')
    .map((file) => parseMarkdownFile(file).frontmatter as BlogFrontmatter)
    .filter((post) => !post.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** URL segment of a category or tag label: "Heart Health" -> "heart-health". */
export function taxonomySlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
