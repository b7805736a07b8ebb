import MiniSearch, { type SearchOptions } from 'minisearch';
import { planQuery, synonymLookup, typoDistance, type Alternative, type QueryContext } from './query';
import {
  indexOptions,
  queryOptions,
  type SearchDoc,
  type SearchEngine,
  type SearchHit,
  type SearchIndexFile,
} from './search-options';

/**
 * The site search: a MiniSearch index of the index file's documents, searched through the
 * synonym list that comes in the same file. One module for the browser (loaded lazily by
 * engine.ts, the first time search is used) and the form service (server/search-page.tsx), so a
 * query finds the same pages, in the same order, with and without JavaScript.
 */

interface Match {
  score: number;
  terms: Set<string>;
}

/**
 * Prefix matching for a synonym's words of five letters or more ("stroke" finds "strokes"; "flu" does not find
 * "fluid").
 */
const synonymPrefix = (term: string) => term.length >= 5;

export function createEngine(file: Pick<SearchIndexFile, 'docs' | 'synonyms'>): SearchEngine {
  const byId = new Map(file.docs.map((doc) => [doc.id, doc]));
  const indexOf = () => {
    const made = new MiniSearch<SearchDoc>({ ...indexOptions, fields: [...indexOptions.fields] });
    made.addAll([...byId.values()]);
    return made;
  };
  let index = indexOf();
  // A shard's texts mark the index stale: it is made again, once, at the next search, so that it
  // ranks exactly as an index made of the whole texts at once (the form service's).
  let stale = false;

  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
  const termsOf = (text: string) => tokenize(text).flatMap((token) => indexOptions.processTerm(token) ?? []);
  const vocabulary = new Set<string>();
  const learn = (doc: SearchDoc) =>
    indexOptions.fields.forEach((field) => termsOf(doc[field]).forEach((term) => vocabulary.add(term)));
  file.docs.forEach(learn);
  const groups = file.synonyms.map((phrases) => phrases.map(termsOf).filter((terms) => terms.length > 0));
  const context: QueryContext = {
    termsOf,
    isKnown: (term) => vocabulary.has(term),
    groups,
    synonyms: synonymLookup(groups),
  };
  const typed: SearchOptions = { prefix: true, fuzzy: (term) => typoDistance(term, context.isKnown) };
  const synonym: SearchOptions = { prefix: synonymPrefix, fuzzy: false };

  /** The pages matching one alternative (all its words), scored per word so that phrases and words weigh alike. */
  function matchAlternative(alternative: Alternative): Map<string, Match> {
    const found = new Map<string, Match>();
    const options = { ...queryOptions, boost: { ...queryOptions.boost }, ...(alternative.synonym ? synonym : typed) };
    for (const result of index.search(alternative.text, options)) {
      // MiniSearch sums the words' scores and multiplies by the number of words matched.
      const score = (alternative.weight * result.score) / alternative.words ** 2;
      found.set(String(result.id), { score, terms: new Set(result.terms) });
    }
    return found;
  }

  /** The pages matching any alternative of a part: each page's best score, every matched term kept for marking. */
  function matchPart(part: Alternative[]): Map<string, Match> {
    const best = new Map<string, Match>();
    for (const alternative of part) {
      for (const [id, match] of matchAlternative(alternative)) {
        const seen = best.get(id);
        if (!seen) best.set(id, match);
        else
          best.set(id, { score: Math.max(seen.score, match.score), terms: new Set([...seen.terms, ...match.terms]) });
      }
    }
    return best;
  }

  return {
    addShard(shard) {
      for (const { id, text } of shard.texts) {
        const doc = byId.get(id);
        if (!doc) continue;
        const whole = { ...doc, text };
        byId.set(id, whole);
        learn(whole);
        stale = true;
      }
    },
    search(text, { kinds, limit = 10 } = {}) {
      if (stale) {
        index = indexOf();
        stale = false;
      }
      const plan = planQuery(text, context);
      if (plan.length === 0) return [];
      // Every part must match: a page's score is the sum of its parts' scores.
      let matches: Map<string, Match> | undefined;
      for (const part of plan) {
        const found = matchPart(part);
        if (!matches) matches = found;
        else {
          const both = new Map<string, Match>();
          for (const [id, match] of matches) {
            const other = found.get(id);
            if (other)
              both.set(id, { score: match.score + other.score, terms: new Set([...match.terms, ...other.terms]) });
          }
          matches = both;
        }
      }
      const hits: SearchHit[] = [];
      for (const [id, match] of [...(matches ?? [])].sort((a, b) => b[1].score - a[1].score)) {
        const doc = byId.get(id);
        if (!doc || (kinds && !kinds.includes(doc.kind))) continue;
        hits.push({ doc, terms: [...match.terms], score: match.score });
        if (hits.length >= limit) break;
      }
      return hits;
    },
  };
}
