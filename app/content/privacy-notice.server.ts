import { dataProtectionBoardUrl, privacyLanguages, privacyNoticeVersion, privacyPath } from '@content/privacy';
import { privacyNotices } from '@content/privacy-notices';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { withdrawal } from '@content/withdrawal';
import { addressText } from '~/lib/contact';

/** A run of a paragraph: plain text, or a link when `href` is set. */
export interface NoticeSegment {
  text: string;
  href?: string;
}

/** `[words](target)` in a notice paragraph, after its placeholders are filled. */
const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

export function segmentsOf(paragraph: string): NoticeSegment[] {
  const segments: NoticeSegment[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    if (match.index > last) segments.push({ text: paragraph.slice(last, match.index) });
    segments.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) segments.push({ text: paragraph.slice(last) });
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
    grievanceName: site.grievanceOfficer.name,
    grievanceEmail: site.grievanceOfficer.email,
    grievancePhone: site.grievanceOfficer.phone,
    phone: site.contact.phone,
    version: privacyNoticeVersion,
    withdrawPath: withdrawal.path,
    boardUrl: dataProtectionBoardUrl,
    mapHost: new URL(site.contact.mapEmbedUrl).hostname,
  };
  return {
    lang,
    path: privacyPath(lang),
    title: notice.title,
    description: notice.description,
    intro: fill(notice.intro, values),
    languagesLabel: notice.languagesLabel,
    languages: privacyLanguages.map((language) => ({
      code: language.code,
      name: language.name,
      path: privacyPath(language.code),
      current: language.code === lang,
    })),
    sections: notice.sections.map((section) => ({
      title: section.title,
      body: section.body.map((paragraph) => segmentsOf(fill(paragraph, values))),
    })),
    version: fill(notice.versionLabel, values),
  };
}
