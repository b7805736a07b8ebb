import { z } from 'zod';
import { isoDateSchema } from './blog';

/** The placeholders the privacy texts may use; any other `{word}` would show to patients as is. */
const PLACEHOLDERS = ['practiceName', 'address', 'retentionDays', 'grievanceName', 'grievanceEmail', 'grievancePhone', 'phone', 'version'];
const noticeText = (min: number) =>
  z
    .string()
    .min(min)
    .refine((text) => [...text.matchAll(/\{(\w+)\}/g)].every((match) => PLACEHOLDERS.includes(match[1]!)), {
      message: `only these placeholders: ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
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
  /** The line that sends emergencies to the phone instead of the form. */
  emergency: noticeText(10),
});

/** The full notice on /privacy. */
export const privacyNoticeSchema = z.object({
  /** Under the page title: what the notice is for. */
  intro: noticeText(20),
  /** The notice's parts, each a heading and its paragraphs. */
  sections: z.array(z.object({ title: z.string().min(2), body: z.array(noticeText(10)).min(1) })).min(4),
  /** Under the notice: which version this is, with {version}. */
  versionLabel: noticeText(3),
});
