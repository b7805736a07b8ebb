import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  listPosts,
  listServices,
  postEntries,
  serviceCard,
  serviceEntries,
  serviceOption,
} from '../../content/index/collections';
import { ContentError } from '../../content/index/markdown-file';

const markdownFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));

describe('the content index of the site', () => {
  it('holds every file of content/services once, in menu order, the same on every read', () => {
    const entries = serviceEntries();
    expect(entries.map((entry) => entry.file).sort()).toEqual(markdownFiles(path.resolve('content/services')).sort());
    expect(new Set(entries.map((entry) => entry.frontmatter.slug)).size).toBe(entries.length);
    const orders = entries.map((entry) => entry.frontmatter.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(serviceEntries().map((entry) => entry.file)).toEqual(entries.map((entry) => entry.file));
  });

  it('lists every published post of content/blog once, newest first, and no draft', () => {
    const posts = listPosts();
    const drafts = markdownFiles(path.resolve('content/blog')).length - posts.length;
    expect(drafts).toBe(1);
    expect(posts.some((post) => post.draft)).toBe(false);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

/** A content folder of its own in a temporary directory, holding the given Markdown files. */
function folderWith(name: string, files: Record<string, string>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'content-index-')), 'content', name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const markdown = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\nThe page's text.\n`;

const service = (slug: string, order: number, extra: Record<string, unknown> = {}) =>
  markdown({
    slug,
    title: `${slug} care`,
    label: slug,
    order,
    subtitle: 'Clinic care',
    summary: 'A summary of the service that is long enough for the schema of services.',
    icon: 'activity',
    image: 'services/diabetes.svg',
    imageAlt: 'An illustration of the service',
    whenToSeeDoctor: ['When it hurts a lot'],
    ...extra,
  });

const post = (slug: string, date: string, extra: Record<string, unknown> = {}) =>
  markdown({
    slug,
    title: `A post called ${slug}`,
    date,
    thumbnail: 'blog/checkup.svg',
    thumbnailAlt: 'An illustration',
    description: 'A description long enough to pass the schema of blog posts here.',
    categories: ['Diabetes'],
    ...extra,
  });

describe('a services folder', () => {
  it('is listed by order; files that tie keep the order of their names', () => {
    const dir = folderWith('services', {
      'b.md': service('Beta', 2),
      'a.md': service('Alpha', 2),
      'c.md': service('Gamma', 1),
      'notes.txt': 'not a page',
    });
    expect(listServices(dir).map((entry) => entry.slug)).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('fails on a frontmatter without a field, naming the file and the field', () => {
    const dir = folderWith('services', {
      'good.md': service('Good', 1),
      'bad.md': service('Bad', 2).replace(/^label: .*\n/m, ''),
    });
    expect(() => serviceEntries(dir)).toThrow(ContentError);
    expect(() => serviceEntries(dir)).toThrow(/content\/services\/bad\.md:\n {2}- label: /);
  });

  it('fails on a field of the wrong kind, and on frontmatter that is not YAML, naming the file', () => {
    const wrongKind = folderWith('services', { 'odd.md': service('Odd', 1, { order: 'first' }) });
    expect(() => serviceEntries(wrongKind)).toThrow(/content\/services\/odd\.md:\n {2}- order: /);
    const notYaml = folderWith('services', { 'broken.md': '---\nslug: [Broken\n---\nText.\n' });
    expect(() => serviceEntries(notYaml)).toThrow(/Invalid frontmatter \(YAML\) in .*content\/services\/broken\.md/);
  });

  it('refuses two files with one slug, naming both', () => {
    const dir = folderWith('services', { 'one.md': service('Same', 1), 'two.md': service('Same', 2) });
    expect(() => serviceEntries(dir)).toThrow(
      /content\/services\/two\.md:\n {2}- slug: "Same" is already the slug of .*content\/services\/one\.md/,
    );
  });

  it('must hold a service: a missing or empty folder fails', () => {
    expect(() => serviceEntries('/nonexistent/services')).toThrow(
      /No service files: the folder \/nonexistent\/services does not exist/,
    );
    expect(() => serviceEntries(folderWith('services', {}))).toThrow(/No service files found in /);
  });

  it('holds no post in an empty blog folder or without one (git keeps no empty folder)', () => {
    expect(postEntries('/nonexistent/blog')).toEqual([]);
    expect(postEntries(folderWith('blog', {}))).toEqual([]);
  });

  it('gives a card no list and a select only slug, label and order', () => {
    const [diabetes] = listServices(
      folderWith('services', { 'd.md': service('Diabetes', 4, { conditions: ['Type 2 diabetes'] }) }),
    );
    expect(serviceOption(diabetes!)).toEqual({ slug: 'Diabetes', label: 'Diabetes', order: 4 });
    expect(Object.keys(serviceCard(diabetes!)).sort()).toEqual([
      'icon',
      'image',
      'imageAlt',
      'label',
      'order',
      'slug',
      'subtitle',
      'summary',
      'title',
    ]);
  });
});

describe('a blog folder', () => {
  it('lists published posts newest first, checks drafts but never lists them', () => {
    const dir = folderWith('blog', {
      'old.md': post('old-news', '2024-01-05'),
      'new.md': post('new-news', '2025-03-01'),
      'draft.md': post('draft-news', '2025-06-01', { draft: true }),
    });
    expect(listPosts(dir).map((entry) => entry.slug)).toEqual(['new-news', 'old-news']);
    expect(postEntries(dir)[0]?.markdown).toBe("The page's text.\n");
    const badDraft = folderWith('blog', { 'draft.md': post('draft-news', '2025-02-30', { draft: true }) });
    expect(() => postEntries(badDraft)).toThrow(/content\/blog\/draft\.md:\n {2}- date: is not a real calendar date/);
  });

  it('may be empty', () => {
    expect(listPosts(folderWith('blog', {}))).toEqual([]);
  });
});
