import { z } from 'zod';
import { isoDateSchema } from './blog';
import { languageCodeSchema } from './language';

/** The placeholders the privacy texts may use; any other `{word}` would show to patients as is. */
const PLACEHOLDERS = [
  'practiceName',
  'address',
  'retentionDays',
  'grievanceName',
  'grievanceEmail',
  'grievancePhone',
  'phone',
  'ambulance',
  'version',
  'withdrawPath',
  'boardUrl',
  'mapHost',
];
/** Where a `[words](target)` link of the notice may point: the withdrawal page or the Data Protection Board. */
const LINK_TARGETS = ['{withdrawPath}', '{boardUrl}'];

const noticeText = (min: number) =>
  z
    .string()
    .min(min)
    .refine((text) => [...text.matchAll(/\{(\w+)\}/g)].every((match) => PLACEHOLDERS.includes(match[1]!)), {
      message: `only these placeholders: ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
    })
    .refine((text) => [...text.matchAll(/\]\(([^)]*)\)/g)].every((match) => LINK_TARGETS.includes(match[1]!)), {
      message: `a link [words](target) may only point to ${LINK_TARGETS.join(' or ')}`,
    });

/** The version each stored consent records: the date the notice last changed, YYYY-MM-DD. */
export const privacyNoticeVersionSchema = isoDateSchema;

/** The short notice at each form that collects personal data. */
export const consentNoticeSchema = z.object({
  /** Above the consent box: what is collected, why, for how long, and how to withdraw. */
  short: noticeText(40),
  /** The consent checkbox's label. */
  checkbox: noticeText(10),
  /** The link to the full notice on /privacy. */
  link: noticeText(4),
  /** The link to the withdrawal page. */
  withdrawLink: noticeText(4),
  /** The line that sends emergencies to the phone instead of the form. */
  emergency: noticeText(10),
});

/** The full notice in one language (content/privacy-notices/<code>.ts). */
export const privacyNoticeSchema = z.object({
  /** The page's title (h1, document title, breadcrumb). */
  title: z.string().min(2),
  /** The page's meta description. */
  description: z.string().min(20).max(200),
  /** Under the page title: what the notice is for. */
  intro: noticeText(20),
  /** The label of the links to the notice in the other languages. */
  languagesLabel: z.string().min(2),
  /**
   * The notice's parts, each a heading and its paragraphs; `[words]({withdrawPath})` or `[words]({boardUrl})` is a
   * link.
   */
  sections: z.array(z.object({ title: z.string().min(2), body: z.array(noticeText(10)).min(1) })).min(4),
  /** Under the notice: which version this is, with {version}. */
  versionLabel: noticeText(3),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** The languages of the notice: codes as in `lang` (BCP 47), no repeats, each with its notice. */
export const privacyLanguagesSchema = z
  .array(
    z.object({
      code: languageCodeSchema,
      name: z.string().min(2),
    }),
  )
  .min(1)
  .refine((languages) => new Set(languages.map((language) => language.code)).size === languages.length, {
    message: 'a language is listed twice',
  });
