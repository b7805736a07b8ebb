import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postEntries } from '../content/index/collections';

/**
 * The blog after years of writing: the shipped posts and `count` more, written into `dir` as
 * Markdown files for a build with CONTENT_POSTS_DIR=dir (content/index/collections.ts). Made at
 * test time, never committed. Post n takes the body of a shipped post (in turn), its own title,
 * description and date (a week older than post n-1), and ends with a paragraph holding the word
 * `manyPostsWord(n)`, which search must find.
 *
 *   npx tsx scripts/many-posts.ts /tmp/many-posts [count]
 */

export const FIXTURE_POSTS = 300;

/** The one word of post n's last paragraph that no other text holds. */
export const manyPostsWord = (n: number) => `fixtureword${n}`;

export const manyPostsSlug = (n: number) => `archive-article-${n}`;

const quote = (text: string) => JSON.stringify(text);

/** A date `weeks` weeks before 2024-01-01 (before every shipped post). */
function weeksBefore(weeks: number): string {
  const date = new Date(Date.UTC(2024, 0, 1) - weeks * 7 * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export function writeManyPosts(dir: string, count = FIXTURE_POSTS): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    if (name.endsWith('.md')) throw new Error(`${dir} already holds posts: give an empty folder`);
  const shipped = postEntries(path.resolve('content/blog'));
  for (const entry of shipped) copyFileSync(entry.file, path.join(dir, path.basename(entry.file)));
  for (let n = 1; n <= count; n += 1) {
    const { frontmatter: model, markdown } = shipped[(n - 1) % shipped.length]!;
    const lines = [
      '---',
      `slug: ${quote(manyPostsSlug(n))}`,
      `title: ${quote(`Archive article ${n}: ${model.title}`.slice(0, 100))}`,
      `date: ${quote(weeksBefore(n))}`,
      `author: ${quote(model.author)}`,
      `thumbnail: ${quote(model.thumbnail)}`,
      `thumbnailAlt: ${quote(model.thumbnailAlt)}`,
      `description: ${quote(`Archive article ${n}. ${model.description}`.slice(0, 200))}`,
      'categories:',
      ...model.categories.map((label) => `  - ${quote(label)}`),
      'tags:',
      ...model.tags.map((label) => `  - ${quote(label)}`),
      '---',
      '',
      markdown.trim(),
      '',
      `This archive article ends with its own word, ${manyPostsWord(n)}, so that search can show it reads every paragraph.`,
      '',
    ];
    writeFileSync(path.join(dir, `${manyPostsSlug(n)}.md`), lines.join('\n'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) throw new Error('usage: tsx scripts/many-posts.ts <empty folder> [count]');
  writeManyPosts(path.resolve(dir), count ? Number(count) : FIXTURE_POSTS);
  console.log(`wrote ${count ?? FIXTURE_POSTS} posts and the shipped ones into ${dir}`);
}
