import type { Element, Root, RootContent } from 'hast';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchDoc, SearchIndexFile, SearchShard } from '../common/search/search-options';
import { withFacts } from '../content/facts';
import { faqGroups } from '../content/faqs';
import { postPath, servicePath } from '../content/helpers';
import { postEntries, serviceEntries } from '../content/index/collections';
import { postCardData } from '../content/schema/blog';
import { groupPhrases } from '../content/schema/search';
import { markdownBody } from '../content/index/markdown-body';
import { livePages } from '../content/page-registry';
import { pages } from '../content/pages';
import { searchSynonyms } from '../content/search-synonyms';
import { site } from '../content/site';

/**
 * The site search index: one document per service page, doctor, published blog post, FAQ answer
 * and other page (title, headings, plain text, URL), and the synonym list, written as
 * build/client/search-index.json. The browser fetches it the first time search opens and builds a
 * MiniSearch index from it; the form service reads the same files to answer /search?q= without JavaScript.
 *
 * Every word of every page is indexed, however much the clinic writes: the index file gives each
 * post its title, headings and description, and the posts' whole texts go into shards
 * (build/client/search-index/posts-N.json, a few dozen posts each) that the browser fetches right
 * after it (docs/decisions/0023-blog-pages-carry-their-own-posts.md).
 */

/**
 * Budget of the gzipped index file with the shipped content (issue #7); it grows by a post's card and description a
 * post.
 */
export const SEARCH_INDEX_BUDGET = 40 * 1024;

/** Largest shard, in bytes of JSON before compression (about a quarter of it gzip). */
export const SHARD_BYTES = 96 * 1024;

/** Where the shards are, inside the build and as site paths. */
const SHARD_FOLDER = 'search-index';

/**
 * The other pages that are worth finding, by pages.ts id, with their paths: the registry's live pages marked `search`,
 * and the privacy notice.
 */
const otherPages: Array<[keyof typeof pages, string]> = [
  ...livePages()
    .filter((page) => page.search)
    .map((page): [keyof typeof pages, string] => [page.id as keyof typeof pages, page.path]),
  ['privacy', '/privacy'],
];

/** Pages whose headings are the titles of other documents (post cards). */
const listPages = new Set(['/blog_grid']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map(textOf).join(node.type === 'element' && isBlock(node) ? ' ' : '');
  return '';
}

const isBlock = (node: Element) => /^(p|li|ul|ol|h[1-6]|blockquote|table|tr|td|th|div)$/.test(node.tagName);

/** Headings (h2, h3) and the whole plain text of a Markdown body. */
export function markdownText(markdown: string): { headings: string[]; text: string } {
  const tree = markdownBody(markdown);
  const headings: string[] = [];
  const blocks: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element' && /^h[2-6]$/.test(node.tagName)) {
      if (/^h[23]$/.test(node.tagName)) headings.push(squash(textOf(node)));
      return;
    }
    if (
      node.type === 'element' &&
      /^(p|li|blockquote)$/.test(node.tagName) &&
      !node.children.some((child) => child.type === 'element' && /^(p|ul|ol)$/.test(child.tagName))
    ) {
      blocks.push(squash(textOf(node)));
      return;
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return { headings, text: blocks.filter(Boolean).join(' ') };
}

const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The h2 and h3 texts inside <main> of a prerendered page, if the build holds it. */
export function prerenderedHeadings(buildDir: string, pagePath: string): string[] {
  const file = path.join(buildDir, pagePath, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  return [...main.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)]
    .map((match) => squash(decodeEntities((match[1] ?? '').replace(/<[^>]+>/g, ' '))))
    .filter(Boolean);
}

const unique = (items: string[]) => [...new Set(items)];

/** Every document of the index, from the content (and the headings of the built pages when given). */
export function buildSearchDocs(buildDir?: string): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const { frontmatter: service, markdown } of serviceEntries()) {
    const body = markdownText(markdown);
    docs.push({
      id: servicePath(service),
      url: servicePath(service),
      kind: 'service',
      title: service.title,
      headings: unique([service.subtitle, ...body.headings]).join(' · '),
      text: squash(
        [service.summary, body.text, service.conditions.join('. '), service.treatments.join('. ')].join(' '),
      ),
    });
  }
  for (const doctor of site.doctors) {
    docs.push({
      id: `/${doctor.slug}`,
      url: `/${doctor.slug}`,
      kind: 'doctor',
      title: doctor.name,
      headings: [doctor.title, doctor.qualifications].join(' · '),
      text: squash([...doctor.biography, doctor.services.join(', ')].join(' ')),
    });
  }
  for (const { frontmatter: post, markdown } of postEntries()) {
    const body = markdownText(markdown);
    docs.push({
      id: postPath(post),
      url: postPath(post),
      kind: 'post',
      title: post.title,
      headings: unique([...post.categories, ...post.tags, ...body.headings]).join(' · '),
      text: squash(`${post.description} ${body.text}`),
      card: postCardData(post),
    });
  }
  faqGroups.forEach((group, groupIndex) =>
    group.items.forEach((item, itemIndex) => {
      docs.push({
        id: `/faqs#faq-${groupIndex + 1}-${itemIndex + 1}`,
        url: '/faqs',
        kind: 'faq',
        title: item.question,
        headings: group.title,
        text: item.answer,
      });
    }),
  );
  for (const [id, pagePath] of otherPages) {
    const page = pages[id];
    docs.push({
      id: pagePath,
      url: pagePath,
      kind: 'page',
      title: page.title,
      // A list page's headings are other documents' titles: leave them to those documents.
      headings: buildDir && !listPages.has(pagePath) ? unique(prerenderedHeadings(buildDir, pagePath)).join(' · ') : '',
      text: page.description,
    });
  }
  return docs;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The synonym groups as the index file carries them: each group's phrases, all its languages together. Given the
 * documents, only the groups one of whose phrases is in them: a group for a service the clinic removed finds nothing,
 * and its words are no part of the build.
 */
export function synonymGroups(docs?: readonly SearchDoc[]): string[][] {
  const groups = searchSynonyms.map(groupPhrases);
  if (!docs) return groups;
  const corpus = docs.map((doc) => `${doc.title} ${doc.headings} ${doc.text}`).join('\n');
  return groups.filter((phrases) =>
    phrases.some((phrase) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu').test(corpus),
    ),
  );
}

/** The index file and its shards: each post's whole text moves to a shard, its description stays. */
export function splitSearchIndex(
  docs: SearchDoc[],
  shardBytes = SHARD_BYTES,
): { index: SearchIndexFile; shards: Array<{ path: string; shard: SearchShard }> } {
  const shards: Array<{ path: string; shard: SearchShard }> = [];
  let texts: SearchShard['texts'] = [];
  let bytes = 0;
  const close = () => {
    if (texts.length === 0) return;
    shards.push({ path: `/${SHARD_FOLDER}/posts-${shards.length + 1}.json`, shard: { texts } });
    texts = [];
    bytes = 0;
  };
  const indexDocs = docs.map((doc) => {
    if (!doc.card) return doc;
    const entry = { id: doc.id, text: doc.text };
    const size = JSON.stringify(entry).length;
    if (bytes + size > shardBytes) close();
    texts.push(entry);
    bytes += size;
    return { ...doc, text: doc.card.description };
  });
  close();
  return {
    index: { version: 3, docs: indexDocs, synonyms: synonymGroups(docs), shards: shards.map((shard) => shard.path) },
    shards,
  };
}

/** The index file and its shards as files of the build: path inside it -> JSON. */
export function searchIndexFiles(docs: SearchDoc[]): Record<string, string> {
  const { index, shards } = splitSearchIndex(docs);
  return {
    'search-index.json': JSON.stringify(index),
    ...Object.fromEntries(shards.map(({ path: shardPath, shard }) => [shardPath.slice(1), JSON.stringify(shard)])),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipKb = (json: string) => kb(gzipSync(json, { level: 9 }).length);

/** Writes build/client/search-index.json and its shards, and prints their sizes. */
export async function writeSearchIndex(buildDir: string): Promise<string> {
  // The content Node reads as written (a file that calls no withFacts) names its facts resolved here too.
  const docs = withFacts(buildSearchDocs(buildDir), 'the search index (content/)');
  const { 'search-index.json': json = '', ...shards } = searchIndexFiles(docs);
  await mkdir(path.join(buildDir, SHARD_FOLDER), { recursive: true });
  await Promise.all(
    Object.entries({ 'search-index.json': json, ...shards }).map(([file, text]) =>
      writeFile(path.join(buildDir, file), text),
    ),
  );
  const largest = Object.values(shards).reduce((max, text) => (text.length > max.length ? text : max), '');
  const shardCount = Object.keys(shards).length;
  return `search-index.json: ${docs.length} documents, ${kb(json.length)}, ${gzipKb(json)} gzip (budget ${kb(SEARCH_INDEX_BUDGET)}); the posts' whole texts in ${shardCount} shards, the largest ${kb(largest.length)}, ${gzipKb(largest)} gzip`;
}
