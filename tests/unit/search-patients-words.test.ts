import { describe, expect, it } from 'vitest';
import { createEngine } from '../../common/search/create-engine';
import { editDistance, typoDistance } from '../../common/search/query';
import { searchSynonymsSchema } from '../../content/schema/search';
import { searchSynonyms } from '../../content/search-synonyms';
import { buildSearchDocs, searchIndexFiles, synonymGroups } from '../../tooling/search-index';

/** The words patients type (issue 18): synonyms, Hindi and Kannada words, typos, and no false typos. */

const docs = buildSearchDocs();
const engine = createEngine({ docs, synonyms: synonymGroups() });
const urls = (query: string, limit = 10) => engine.search(query, { limit }).map((hit) => hit.doc.url);
const withoutSynonyms = createEngine({ docs, synonyms: [] });

describe('search in patients’ words', () => {
  it.each([
    ['bp', '/Hypertension'],
    ['high bp', '/Hypertension'],
    ['sugar', '/Diabetes'],
    ['thyroid', '/Endocrinal(Endocrine)-Disorders'],
    ['heart attack', '/Cardiovascular-Emergencies'],
    ['stroke', '/Cardiovascular-Accidents'],
    ['paralysis', '/Cardiovascular-Accidents'],
    ['fever', '/Infectious-Diseases'],
    ['cough', '/Infectious-Diseases'],
    ['kidney', '/Chronic-Medical-Illnesses'],
  ])('“%s” finds %s first', (query, url) => {
    expect(urls(query)[0]).toBe(url);
  });

  it('“bp” and “sugar” find nothing as typed: the synonym list is what finds their pages', () => {
    expect(withoutSynonyms.search('bp').map((hit) => hit.doc.url)).not.toContain('/Hypertension');
    expect(withoutSynonyms.search('madhumeh')).toEqual([]);
  });

  it('“cholesterol” finds the pages that speak of it, and of lipids', () => {
    const found = urls('cholesterol');
    expect(found).toEqual(
      expect.arrayContaining(['/Preventive-Care', '/Cardiovascular-Emergencies', '/Endocrinal(Endocrine)-Disorders']),
    );
  });

  it('Hindi and Kannada words in Latin letters find the same pages as the English ones', () => {
    expect(urls('madhumeh')[0]).toBe('/Diabetes');
    expect(urls('sakkare kayile')[0]).toBe('/Diabetes');
    expect(urls('bukhar')[0]).toBe('/Infectious-Diseases');
    expect(urls('jvara')[0]).toBe('/Infectious-Diseases');
    expect(urls('lakwa')[0]).toBe('/Cardiovascular-Accidents');
    expect(urls('khansi')[0]).toBe('/Infectious-Diseases');
    expect(urls('dil ka daura')[0]).toBe('/Cardiovascular-Emergencies');
    expect(urls('gurda')).toContain('/Chronic-Medical-Illnesses');
  });

  it('marks the synonym that matched in the excerpt: “bp” marks “hypertension” and “blood pressure”', () => {
    const hit = engine.search('bp').find((found) => found.doc.url === '/Hypertension')!;
    expect(hit.terms).toEqual(expect.arrayContaining(['hypertension', 'blood', 'pressure']));
  });

  it('combines a synonym with other words: “high bp diet” needs the diet too', () => {
    const found = urls('high bp diet', 30);
    expect(found.slice(0, 2)).toEqual(
      expect.arrayContaining(['/Hypertension', '/blog/eating-well-with-diabetes-and-high-blood-pressure']),
    );
    expect(found).not.toContain('/blog/understanding-your-blood-pressure-numbers');
  });
});

describe('typos, without false typos', () => {
  it('“fever” never matches “fewer”', () => {
    const hits = engine.search('fever', { limit: 50 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.flatMap((hit) => hit.terms)).not.toContain('fewer');
    // The page that says "fewer flare-ups" but nothing of fever is not found.
    expect(hits.map((hit) => hit.doc.url)).not.toContain('/Chronic-Medical-Illnesses');
    expect(engine.search('fewer').map((hit) => hit.doc.url)).toContain('/Chronic-Medical-Illnesses');
  });

  it('forgives a typo in a long word: diabetis, colestrol, hypertention', () => {
    expect(urls('diabetis')[0]).toBe('/Diabetes');
    expect(urls('colestrol')).toEqual(expect.arrayContaining(urls('cholesterol').slice(0, 3)));
    expect(urls('hypertention')[0]).toBe('/Hypertension');
  });

  it('allows no typo in a word of five letters or fewer, or in a word the index holds', () => {
    const known = (term: string) => term === 'diabetic';
    expect(typoDistance('fever', known)).toBe(0);
    expect(typoDistance('diabetic', known)).toBe(0);
    expect(typoDistance('diabetis', known)).toBe(1);
    expect(typoDistance('colestrol', known)).toBe(2);
  });

  it('measures edit distance, stopping early past the limit', () => {
    expect(editDistance('colestrol', 'cholesterol', 2)).toBe(2);
    expect(editDistance('fever', 'fewer', 1)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });
});

describe('the synonym list', () => {
  it('passes its schema and travels in the index file, not in the page bundles', () => {
    expect(searchSynonymsSchema.safeParse(searchSynonyms).success).toBe(true);
    const file = JSON.parse(searchIndexFiles(docs)['search-index.json']!) as { synonyms: string[][] };
    expect(file.synonyms.find((group) => group.includes('bp'))).toEqual(
      expect.arrayContaining(['hypertension', 'blood pressure', 'raktachap']),
    );
  });

  it('refuses a phrase listed in two groups, capitals or one-letter words', () => {
    const group = { topic: 'Test group', words: { en: ['fever', 'temperature'], hi: [] } };
    const twice = searchSynonymsSchema.safeParse([
      group,
      { topic: 'Another', words: { en: ['pyrexia'], te: ['fever'] } },
    ]);
    expect(twice.error?.issues[0]?.message).toMatch(/"fever" is listed twice/);
    expect(searchSynonymsSchema.safeParse([{ ...group, words: { en: ['Fever', 'x ray'] } }]).success).toBe(false);
  });

  it('keys words by any language code, and needs the site language', () => {
    const telugu = { topic: 'Fever', words: { en: ['fever'], te: ['jwaram'], ur: ['bukhar'] } };
    expect(searchSynonymsSchema.safeParse([telugu]).success).toBe(true);
    const noSiteWords = searchSynonymsSchema.safeParse([{ topic: 'Fever', words: { te: ['jwaram', 'jvaram'] } }]);
    expect(noSiteWords.error?.issues[0]?.message).toMatch(/needs its words in "en"/);
    const badCode = searchSynonymsSchema.safeParse([{ topic: 'Fever', words: { en: ['fever'], Telugu: ['jwaram'] } }]);
    expect(badCode.success).toBe(false);
  });
});
