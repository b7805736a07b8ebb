import type { Element, Root, RootContent } from 'hast';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SearchDoc, SearchIndexFile } from '../app/components/search/search-options';
import { faqGroups } from '../content/faqs';
import { postPath, servicePath } from '../content/helpers';
import { postEntries, serviceEntries } from '../content/index/collections';
import { markdownBody } from '../content/index/markdown-body';
import { livePages } from '../content/page-registry';
import { pages } from '../content/pages';
import { searchSynonyms } from '../content/search-synonyms';
import { site } from '../content/site';

/**
 * The site search index: one document per service page, doctor, published blog post, FAQ answer
 * and other page (title, headings, plain text, URL), and the synonym list, written as
 * build/client/search-index.json. The browser fetches it the first time search opens and builds a
 * MiniSearch index from it; the form service reads the same file to answer /search?q= without JavaScript.
 */

/** Budget of the gzipped index file (issue #7). */
export const SEARCH_INDEX_BUDGET = 40 * 1024;

/** The other pages that are worth finding, by pages.ts id, with their paths: the registry's live pages marked `search`, and the privacy notice. */
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
      text: squash([service.summary, body.text, service.conditions.join('. '), service.treatments.join('. ')].join(' ')),
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

/** The synonym groups as the index file carries them: each group's phrases, English, Hindi and Kannada together. */
export function synonymGroups(): string[][] {
  return searchSynonyms.map((group) => [...group.english, ...group.hindi, ...group.kannada]);
}

export function searchIndexJson(docs: SearchDoc[]): string {
  const file: SearchIndexFile = { version: 2, docs, synonyms: synonymGroups() };
  return JSON.stringify(file);
}

/** Each document's text cut to at most `max` characters (at a word end). */
export function capTexts(docs: SearchDoc[], max: number): SearchDoc[] {
  return docs.map((doc) => (doc.text.length <= max ? doc : { ...doc, text: doc.text.slice(0, doc.text.lastIndexOf(' ', max)) }));
}

/**
 * The index as JSON within its budget: the whole text of every page while it fits; once the
 * content outgrows the budget, each page's text is cut (longest pages first lose their ends)
 * until it fits, and the build says so.
 */
export function fitSearchIndex(docs: SearchDoc[], budget = SEARCH_INDEX_BUDGET): { json: string; gzipBytes: number; cap?: number } {
  let json = searchIndexJson(docs);
  let gzipBytes = gzipSync(json, { level: 9 }).length;
  let cap: number | undefined;
  while (gzipBytes > budget) {
    cap = Math.floor((cap ?? Math.max(...docs.map((doc) => doc.text.length))) * 0.9);
    if (cap < 200) throw new Error(`search index cannot fit ${budget} bytes gzip even with texts cut to 200 characters`);
    json = searchIndexJson(capTexts(docs, cap));
    gzipBytes = gzipSync(json, { level: 9 }).length;
  }
  return { json, gzipBytes, cap };
}

/** Writes build/client/search-index.json and prints its size. */
export async function writeSearchIndex(buildDir: string): Promise<string> {
  const docs = buildSearchDocs(buildDir);
  const { json, gzipBytes, cap } = fitSearchIndex(docs);
  await writeFile(path.join(buildDir, 'search-index.json'), json);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const capped = cap ? `; texts cut to ${cap} characters to fit` : '';
  return `search-index.json: ${docs.length} documents, ${kb(json.length)}, ${kb(gzipBytes)} gzip (budget ${kb(SEARCH_INDEX_BUDGET)})${capped}`;
}
