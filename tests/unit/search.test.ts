import { describe, expect, it } from 'vitest';
import { createEngine } from '../../common/search/create-engine';
import { excerpt, highlight } from '../../common/search/highlight';
import { site } from '../../content/site';
import { listPosts, listServices } from '../../content/index/collections';
import { gzipSync } from 'node:zlib';
import {
  buildSearchDocs,
  SEARCH_INDEX_BUDGET,
  SHARD_BYTES,
  splitSearchIndex,
  synonymGroups,
} from '../../tooling/search-index';

const docs = buildSearchDocs();
const engine = createEngine({ docs, synonyms: synonymGroups() });
const urls = (query: string) => engine.search(query).map((hit) => hit.doc.url);

describe('search index', () => {
  it('holds every service, both doctors, every published post, the FAQs and the other pages', () => {
    expect(docs.filter((doc) => doc.kind === 'service').map((doc) => doc.url)).toEqual(
      listServices().map((service) => `/${service.slug}`),
    );
    expect(docs.filter((doc) => doc.kind === 'doctor').map((doc) => doc.url)).toEqual(
      site.doctors.map((doctor) => `/${doctor.slug}`),
    );
    expect(
      docs
        .filter((doc) => doc.kind === 'post')
        .map((doc) => doc.url)
        .sort(),
    ).toEqual(
      listPosts()
        .map((post) => `/blog/${post.slug}`)
        .sort(),
    );
    expect(docs.filter((doc) => doc.kind === 'faq').length).toBe(9);
    expect(docs.some((doc) => doc.kind === 'page' && doc.url === '/contact')).toBe(true);
    expect(new Set(docs.map((doc) => doc.id)).size).toBe(docs.length);
  });

  it('leaves drafts out', () => {
    expect(docs.some((doc) => doc.url.includes('preparing-for-your-first-visit'))).toBe(false);
  });

  it('fits its gzip budget with every word of every post: the whole texts go into shards', () => {
    const { index, shards } = splitSearchIndex(docs);
    expect(gzipSync(JSON.stringify(index), { level: 9 }).length).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET);
    const posts = docs.filter((doc) => doc.kind === 'post');
    const shardTexts = new Map(shards.flatMap(({ shard }) => shard.texts.map(({ id, text }) => [id, text])));
    expect(posts.map((post) => shardTexts.get(post.id))).toEqual(posts.map((post) => post.text));
    expect(index.docs.filter((doc) => doc.kind === 'post').map((doc) => doc.text)).toEqual(
      posts.map((post) => post.card!.description),
    );
    expect(index.shards).toEqual(shards.map((shard) => shard.path));
  });

  it('cuts the shards at their size, never a text', () => {
    const { shards } = splitSearchIndex(docs, 12 * 1024);
    expect(shards.length).toBeGreaterThan(2);
    for (const { shard } of shards)
      expect(shard.texts.length === 1 || JSON.stringify(shard).length <= 12 * 1024).toBe(true);
    expect(shards.flatMap(({ shard }) => shard.texts).length).toBe(docs.filter((doc) => doc.kind === 'post').length);
    expect(SHARD_BYTES).toBeGreaterThan(12 * 1024);
  });

  it('finds a word of the last paragraph of a post once its shard is added, and not before', () => {
    const { index, shards } = splitSearchIndex(docs);
    const post = docs.find((doc) => doc.url === '/blog/staying-safe-from-monsoon-infections')!;
    const lastWord = post.text.split(' ').findLast((word) => /^[a-z]{7,}$/.test(word))!;
    const before = createEngine(index);
    expect(before.search(lastWord, { limit: 50 }).map((hit) => hit.doc.url)).not.toContain(post.url);
    for (const { shard } of shards) before.addShard(shard);
    expect(before.search(lastWord, { limit: 50 }).map((hit) => hit.doc.url)).toContain(post.url);
  });
});

describe('search engine', () => {
  it('ranks the title hit first: hypertension -> /Hypertension', () => {
    expect(urls('hypertension')[0]).toBe('/Hypertension');
  });

  it('forgives a typo: diabetis finds /Diabetes', () => {
    expect(urls('diabetis')).toContain('/Diabetes');
    expect(urls('diabetis')[0]).toBe('/Diabetes');
  });

  it('matches a prefix while typing: "hyperten"', () => {
    expect(urls('hyperten')[0]).toBe('/Hypertension');
  });

  it('finds a doctor by name', () => {
    for (const doctor of site.doctors) expect(urls(doctor.name)[0]).toBe(`/${doctor.slug}`);
    expect(urls('vikram')[0]).toBe('/dr-vikram-menon');
  });

  it('finds nothing for a nonsense word, and nothing for an empty query', () => {
    expect(urls('qwzxvbk')).toEqual([]);
    expect(urls('   ')).toEqual([]);
  });

  it('filters by kind (the blog sidebar searches posts only)', () => {
    const hits = engine.search('diabetes', { kinds: ['post'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.doc.kind === 'post')).toBe(true);
  });
});

describe('excerpt and highlight', () => {
  it('marks each word-start hit, case-insensitively', () => {
    expect(highlight('Diabetes and diabetic feet', ['diabetes', 'diabetic'])).toEqual([
      { text: 'Diabetes', mark: true },
      { text: ' and ', mark: false },
      { text: 'diabetic', mark: true },
      { text: ' feet', mark: false },
    ]);
    expect(highlight('prediabetes', ['diabetes']).some((segment) => segment.mark)).toBe(false);
  });

  it('cuts a short excerpt around the first hit, with ellipses', () => {
    const text = `${'word '.repeat(100)}the hypertension clinic ${'more '.repeat(100)}`;
    const segments = excerpt(text, ['hypertension'], 120);
    const joined = segments.map((segment) => segment.text).join('');
    expect(joined.length).toBeLessThanOrEqual(124);
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(segments.find((segment) => segment.mark)?.text).toBe('hypertension');
  });

  it('treats terms as text, not patterns', () => {
    expect(() => highlight('a (b) c', ['(b'])).not.toThrow();
  });
});
