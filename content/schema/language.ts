import { z } from 'zod';

/**
 * A language as `lang` names it (BCP 47): a two- or three-letter code, optionally with its script
 * (`hi`, `te`, `ur`, `sr-Latn`). Privacy notices and search synonyms are keyed by it.
 */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/, 'a language code such as hi or te');

/** The language the site's own pages are written in: the search synonyms' first words are in it. */
export const SITE_WORDS_LANGUAGE = 'en';
