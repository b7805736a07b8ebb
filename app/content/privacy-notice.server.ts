import { grievanceContact } from '@content/helpers';
import { dataProtectionBoardUrl, privacyLanguages, privacyNoticeVersion, privacyPath } from '@content/privacy';
import { privacyNotices } from '@content/privacy-notices';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { withdrawal } from '@content/withdrawal';
import { addressText } from '~/lib/contact';
import { languageScript, textDirection } from '@common/languages';

/**
 * A run of a paragraph: plain text, a link when `href` is set, or one of the clinic's details (`isolated`: a phone
 * number, an e-mail address, a reference) that reads left to right in a notice of any direction.
 */
export interface NoticeSegment {
  text: string;
  href?: string;
  isolated?: boolean;
  /** A phone number, an e-mail address or the version: kept on one line, read at a glance. */
  unbroken?: boolean;
}

/** The details a line never breaks: a number broken across lines of a right-to-left notice reads out of order. */
const UNBROKEN = new Set(['grievancePhone', 'phone', 'grievanceEmail', 'version']);

/** `[words](target)` in a notice paragraph. */
const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;
const PLACEHOLDER = /\{(\w+)\}/g;

type Values = Record<string, string | number>;

/**
 * Text with its placeholders filled, each value a run of its own: in an Urdu notice "+91 40 2355 0000" stays in
 * order only when the bidi algorithm sees it apart from the words around it.
 */
function filledRuns(text: string, values: Values): NoticeSegment[] {
  const runs: NoticeSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!(match[1]! in values)) continue;
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: String(values[match[1]!]), isolated: true, ...(UNBROKEN.has(match[1]!) && { unbroken: true }) });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}

/** A notice paragraph as runs: its links, its filled-in details and the words between. */
export function segmentsOf(paragraph: string, values: Values): NoticeSegment[] {
  const segments: NoticeSegment[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    if (match.index > last) segments.push(...filledRuns(paragraph.slice(last, match.index), values));
    segments.push({ text: fill(match[1]!, values), href: fill(match[2]!, values) });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) segments.push(...filledRuns(paragraph.slice(last), values));
  return segments;
}

/** The language whose notice lives at `pathname` (/privacy, /privacy/hi, ...); the first one for /privacy. */
export function languageOfPath(pathname: string): string {
  const path = pathname.replace(/\/$/, '') || '/';
  return privacyLanguages.find((language) => privacyPath(language.code) === path)?.code ?? privacyLanguages[0].code;
}

/** The notice of the page at `pathname`, the clinic's details filled in, with the links to the other languages. */
export function noticeForPath(pathname: string) {
  const lang = languageOfPath(pathname);
  const notice = privacyNotices[lang];
  if (!notice)
    throw new Error(`content/privacy-notices: no notice for language "${lang}" listed in content/privacy.ts`);
  const values = {
    practiceName: site.practiceName,
    address: addressText(),
    retentionDays: site.retentionDays,
    grievanceName: grievanceContact(site).name,
    grievanceEmail: grievanceContact(site).email,
    grievancePhone: grievanceContact(site).phone,
    phone: site.contact.phone,
    version: privacyNoticeVersion,
    withdrawPath: withdrawal.path,
    boardUrl: dataProtectionBoardUrl,
    mapHost: new URL(site.contact.mapEmbedUrl).hostname,
  };
  return {
    lang,
    dir: textDirection(lang),
    script: languageScript(lang),
    path: privacyPath(lang),
    title: notice.title,
    description: notice.description,
    intro: fill(notice.intro, values),
    languagesLabel: notice.languagesLabel,
    languages: privacyLanguages.map((language) => ({
      code: language.code,
      name: language.name,
      dir: textDirection(language.code),
      path: privacyPath(language.code),
      current: language.code === lang,
    })),
    sections: notice.sections.map((section) => ({
      title: section.title,
      body: section.body.map((paragraph) => segmentsOf(paragraph, values)),
    })),
    version: fill(notice.versionLabel, values),
  };
}
