/**
 * From what a patient types to a search plan: the query's parts, each a list of alternatives of
 * which a page must match one. A phrase of the synonym list becomes its whole group ("bp": bp,
 * blood pressure, hypertension…), a misspelt word close to a synonym joins that word's group
 * ("colestrol": cholesterol, lipids…), any other word is matched as typed. Pure, with no
 * MiniSearch: create-engine.ts runs the plan, in the browser's lazy search chunk and in the form
 * service alike.
 */

/** How much a synonym counts against the phrase the patient typed, which ranks first. */
export const SYNONYM_WEIGHT = 0.5;

/** One way of matching a part of the query. */
export interface Alternative {
  /** The words to match, all of them (index terms joined by spaces). */
  text: string;
  /** How many words `text` has. */
  words: number;
  /** 1 for what the patient typed, SYNONYM_WEIGHT for a synonym. */
  weight: number;
  /** A phrase of the synonym list (spelt right: matched by prefix only, never fuzzily). */
  synonym: boolean;
}

/** The query: every part must match, each by any one of its alternatives. */
export type SearchPlan = Alternative[][];

/** Synonym phrases, as index terms, by their first term; the longest phrase first. */
export type SynonymLookup = Map<string, Array<{ terms: string[]; group: number }>>;

export interface QueryContext {
  /** Terms of a text as the index makes them (tokenised, lower case, short words dropped). */
  termsOf: (text: string) => string[];
  /** Whether the index holds this exact term. */
  isKnown: (term: string) => boolean;
  /** The phrases of each synonym group, as index terms. */
  groups: readonly (readonly string[][])[];
  synonyms: SynonymLookup;
}

export function synonymLookup(groups: readonly (readonly string[][])[]): SynonymLookup {
  const lookup: SynonymLookup = new Map();
  groups.forEach((phrases, group) => {
    for (const terms of phrases) {
      const first = terms[0];
      if (first === undefined) continue;
      lookup.set(
        first,
        [...(lookup.get(first) ?? []), { terms, group }].sort((a, b) => b.terms.length - a.terms.length),
      );
    }
  });
  return lookup;
}

/**
 * The edit distance a typed word may be off by. None for a word the index holds (it is no typo:
 * "fever" must not find "fewer") or of five letters or fewer (too many real words lie one letter
 * away); one for six to eight letters ("diabetis"); two from nine ("colestrol").
 */
export function typoDistance(term: string, isKnown: (term: string) => boolean): number {
  if (term.length <= 5 || isKnown(term)) return 0;
  return term.length <= 8 ? 1 : 2;
}

/** Levenshtein distance of a and b, or max + 1 once it is certain to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The one-word synonym nearest to a misspelt word ("colestrol": cholesterol), if one is within its typo distance. */
function misspeltSynonym(term: string, context: QueryContext): { terms: string[]; group: number } | undefined {
  const distance = typoDistance(term, context.isKnown);
  if (distance === 0) return undefined;
  let best: { phrase: { terms: string[]; group: number }; distance: number } | undefined;
  for (const [first, phrases] of context.synonyms) {
    const single = phrases.find((phrase) => phrase.terms.length === 1);
    if (!single) continue;
    const found = editDistance(term, first, distance);
    if (found <= distance && (!best || found < best.distance)) best = { phrase: single, distance: found };
  }
  return best?.phrase;
}

const alternative = (terms: readonly string[], weight: number, synonym: boolean): Alternative => ({
  text: terms.join(' '),
  words: terms.length,
  weight,
  synonym,
});

/** Every phrase of a synonym group, the one the patient typed (or meant) at full weight. */
function groupAlternatives(group: number, typed: readonly string[], context: QueryContext): Alternative[] {
  const typedText = typed.join(' ');
  const phrases = context.groups[group] ?? [];
  return [
    alternative(typed, 1, true),
    ...phrases
      .filter((terms) => terms.join(' ') !== typedText)
      .map((terms) => alternative(terms, SYNONYM_WEIGHT, true)),
  ];
}

/** The plan for a query: its longest synonym phrases taken whole, the other words one by one. Empty without a term. */
export function planQuery(text: string, context: QueryContext): SearchPlan {
  const terms = context.termsOf(text);
  const plan: SearchPlan = [];
  for (let at = 0; at < terms.length;) {
    const term = terms[at]!;
    const phrase = (context.synonyms.get(term) ?? []).find((candidate) =>
      candidate.terms.every((word, offset) => terms[at + offset] === word),
    );
    if (phrase) {
      plan.push(groupAlternatives(phrase.group, phrase.terms, context));
      at += phrase.terms.length;
      continue;
    }
    const typed = alternative([term], 1, false);
    const meant = misspeltSynonym(term, context);
    plan.push(meant ? [typed, ...groupAlternatives(meant.group, meant.terms, context)] : [typed]);
    at += 1;
  }
  return plan;
}
