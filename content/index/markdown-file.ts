import matter from 'gray-matter';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { resolveFacts } from '../facts';

/** One Markdown content file: its validated frontmatter and its Markdown body, unparsed. */
export interface MarkdownEntry<T> {
  file: string;
  frontmatter: T;
  markdown: string;
}

const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** A frontmatter that fails its schema: the message names the file and every field at fault. */
export class ContentError extends Error {
  constructor(file: string, issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    super(`Invalid content in ${shown(file)}:\n${lines.join('\n')}`);
    this.name = 'ContentError';
  }
}

/**
 * Reads a Markdown file, resolves its {{placeholders}} of the clinic's facts (content/facts.ts; an unknown one
 * throws naming the file) and checks its frontmatter against `schema` (defaults filled in).
 */
export function parseMarkdownFile<T>(
  file: string,
  schema: z.ZodType<T>,
  source = readFileSync(file, 'utf8'),
): MarkdownEntry<T> {
  let parsed: matter.GrayMatterFile<string>;
  const resolved = resolveFacts(source, shown(file));
  try {
    parsed = matter(resolved);
  } catch (error) {
    throw new Error(`Invalid frontmatter (YAML) in ${shown(file)}: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) throw new ContentError(file, result.error.issues);
  return { file, frontmatter: result.data, markdown: parsed.content };
}
