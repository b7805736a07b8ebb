import { z } from 'zod';
import { languageCodeSchema, SITE_WORDS_LANGUAGE } from './language';

/**
 * The site search's own content: the synonym list (content/search-synonyms.ts) and the words of
 * the results page the form service writes when JavaScript is off (content/search-page.ts).
 * Checked at build by tooling/validate-content.ts.
 */

/**
 * A word or phrase as a patient types it: lower-case Latin letters and digits, words split by
 * single spaces, each word at least two characters (the index skips one-letter words, so a
 * phrase with one would never match). Hyphens are written as spaces: "check up", not "check-up".
 */
export const synonymPhraseSchema = z
  .string()
  .regex(
    /^[a-z0-9]{2,}( [a-z0-9]{2,})*$/,
    'lower-case words of two or more letters or digits, separated by single spaces',
  )
  .max(40);

export const synonymGroupSchema = z.object({
  /** What the group is about, for the people editing the list (never shown), e.g. "High blood pressure". */
  topic: z.string().min(3).max(60),
  /**
   * The group's words and phrases by language code (content/schema/language.ts). `en`, the site's
   * own language, is required: the site's own word first (the one its pages use, e.g.
   * "hypertension"), then the everyday ones patients type ("bp", "high bp"; Indian English counts:
   * "loose motions", "giddiness"). Any other language a clinic's patients type, in Latin letters as
   * they are typed on a phone ("madhumeh" hi, "jvara" kn, "chakkera vyadhi" te, "bukhar" ur);
   * several spellings welcome, only words in common use; [] or no key when none.
   */
  words: z
    .record(languageCodeSchema, z.array(synonymPhraseSchema))
    .refine((words) => (words[SITE_WORDS_LANGUAGE]?.length ?? 0) > 0, {
      message: `needs its words in "${SITE_WORDS_LANGUAGE}", the site's own language, the site's own word first`,
    }),
});

/** Every phrase of a group, all its languages together. */
export function groupPhrases(group: SynonymGroup): string[] {
  return Object.values(group.words).flat();
}

/**
 * The synonym list: a query holding any phrase of a group also searches for every other phrase of
 * that group. A phrase belongs to one group only (two groups would make its meaning ambiguous).
 */
export const searchSynonymsSchema = z
  .array(synonymGroupSchema)
  .min(1)
  .superRefine((groups, context) => {
    const seen = new Map<string, string>();
    groups.forEach((group, index) => {
      const phrases = groupPhrases(group);
      for (const phrase of phrases) {
        const earlier = seen.get(phrase);
        if (earlier !== undefined)
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `"${phrase}" is listed twice (also under ${earlier})`,
          });
        seen.set(phrase, group.topic);
      }
      if (phrases.length < 2)
        context.addIssue({ code: 'custom', path: [index], message: 'a group needs at least two phrases' });
    });
  });

export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

/** Words of the results page the form service writes for /search?q=… (without JavaScript). */
export const searchPageTextSchema = z.object({
  /** Shown above the results when the query is longer than the limit: {max} is filled in. */
  tooLong: z.string().includes('{max}'),
  /** Shown when the query cannot be read (several q values, control characters only…). */
  unreadable: z.string().min(10),
  /** Heading of the example searches offered when nothing matches. */
  suggestionsTitle: z.string().min(3),
  /** Example searches offered when nothing matches, each a link to its results. */
  suggestions: z.array(synonymPhraseSchema).min(2).max(8),
});

export type SearchPageText = z.infer<typeof searchPageTextSchema>;
