import matter from 'gray-matter';
import type { Root as HastRoot } from 'hast';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Plugin } from 'vite';
import type { z } from 'zod';
import { blogFrontmatterSchema } from '../content/schema/blog';
import { serviceFrontmatterSchema } from '../content/schema/service';
import { validateContentModules } from './validate-content';

/**
 * Markdown content as modules, validated at build.
 *
 *   import.meta.glob('/content/blog/*.md', { query: '?frontmatter', import: 'default', eager: true })
 *     -> the validated frontmatter only (small: fine in client bundles, for lists and menus)
 *     A draft gives `{ draft: true }` only: it is never listed, so its words stay out of every bundle.
 *   import.meta.glob('/content/services/*.md', { query: '?card', import: 'default', eager: true })
 *     -> the frontmatter without its lists (for cards and menus: lighter still)
 *   import.meta.glob('/content/services/*.md', { query: '?option', import: 'default', eager: true })
 *     -> { slug, label, order } only (for a form's select: the lightest)
 *   import.meta.glob('/content/blog/*.md', { query: '?markdown', import: 'default' })
 *     -> { frontmatter, body } where body is a HAST tree (no raw HTML: remark-rehype drops it),
 *        rendered by one component map in app/components/markdown. Use it from loaders only,
 *        so bodies stay out of the client bundle.
 *
 * A file that fails its schema stops the build with the file and field named.
 */
const schemaFor = (file: string): z.ZodType | undefined => {
  const relative = path.relative(process.cwd(), file).split(path.sep).join('/');
  if (relative.startsWith('content/blog/')) return blogFrontmatterSchema;
  if (relative.startsWith('content/services/')) return serviceFrontmatterSchema;
  return undefined;
};

export class ContentError extends Error {
  constructor(file: string, issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    super(`Invalid content in ${path.relative(process.cwd(), file)}:\n${lines.join('\n')}`);
    this.name = 'ContentError';
  }
}

export function parseMarkdownFile(file: string, source = readFileSync(file, 'utf8')) {
  const schema = schemaFor(file);
  if (!schema) throw new Error(`No content schema for ${file}`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`Invalid frontmatter (YAML) in ${path.relative(process.cwd(), file)}: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) throw new ContentError(file, result.error.issues);
  return { frontmatter: result.data, markdown: parsed.content };
}

const markdownToHast = unified().use(remarkParse).use(remarkRehype);

export function markdownBody(markdown: string): HastRoot {
  const tree = markdownToHast.runSync(markdownToHast.parse(markdown)) as HastRoot;
  // Positions are only useful to editors; dropping them keeps the data small.
  return JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));
}

type ContentQuery = 'frontmatter' | 'card' | 'option' | 'markdown';

/** What a `?query` import of a Markdown file exports (see the comment at the top). */
export function contentModuleValue(query: ContentQuery, frontmatter: unknown, markdown: string): unknown {
  const fields = frontmatter as Record<string, unknown>;
  switch (query) {
    case 'frontmatter':
      return fields.draft === true ? { draft: true } : frontmatter;
    case 'card':
      return Object.fromEntries(Object.entries(fields).filter(([, value]) => !Array.isArray(value)));
    case 'option':
      return { slug: fields.slug, label: fields.label, order: fields.order };
    case 'markdown':
      return { frontmatter, body: markdownBody(markdown) };
  }
}

export function contentPlugin(): Plugin {
  return {
    name: 'clinic-content',
    enforce: 'pre',
    buildStart() {
      validateContentModules();
    },
    load(id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.md') || !['frontmatter', 'card', 'option', 'markdown'].includes(query ?? '')) return null;
      this.addWatchFile(file);
      const { frontmatter, markdown } = parseMarkdownFile(file);
      return `export default ${JSON.stringify(contentModuleValue(query as ContentQuery, frontmatter, markdown))};`;
    },
  };
}
