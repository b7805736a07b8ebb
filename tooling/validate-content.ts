import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { missingFontProblems } from '../common/languages';
import { footerSchema, navigationSchema } from '../content/schema/navigation';
import { siteSchema } from '../content/schema/site';
import { diarySchemaFor } from '../content/schema/diary';
import { diary } from '../content/diary';
import { partnerSchema, teamMemberSchema, testimonialSchema } from '../content/schema/people';
import { team, visitingConsultants } from '../content/team';
import { partners, testimonials } from '../content/testimonials';
import { footer, navigation } from '../content/navigation';
import { pages } from '../content/pages';
import { homeVariants } from '../content/home';
import { homeVariantSchema } from '../content/schema/home';
import { homeSections } from '../content/home-sections';
import { homeSectionsSchema } from '../content/schema/home-sections';
import { pageTextSchema } from '../content/schema/pages';
import { site } from '../content/site';
import { blogPage } from '../content/blog-page';
import { blogPageSchema } from '../content/schema/blog-page';
import { clinicPages } from '../content/clinic-pages';
import {
  clinicPagesSchema,
  faqGroupSchema,
  faqItemSchema,
  serviceReportSectionsSchema,
} from '../content/schema/clinic-pages';
import { serviceReportSections } from '../content/downloads';
import { faqGroups } from '../content/faqs';
import { projectFaqs } from '../content/project-faqs';
import { consentNotice, privacyLanguages, privacyNoticeVersion } from '../content/privacy';
import { privacyNotices } from '../content/privacy-notices';
import {
  consentNoticeSchema,
  privacyLanguagesSchema,
  privacyNoticeSchema,
  privacyNoticeVersionSchema,
} from '../content/schema/privacy';
import { withdrawal } from '../content/withdrawal';
import { withdrawalSchema } from '../content/schema/withdrawal';
import { listPosts, listServices } from '../content/index/collections';
import { servicePath } from '../content/helpers';
import { doctorsOf, unknownPlaceholders } from '../content/facts';
import { pageRegistry } from '../content/page-registry';
import { pageRegistrySchema } from '../content/schema/page-registry';
import { formAnswers } from '../content/forms/answers';
import { bookingTimeWords } from '../content/forms/booking-time';
import { timePickerWords } from '../content/forms/time-picker';
import { dateWords } from '../content/forms/dates';
import { fieldMessages, formErrorPage } from '../content/forms/messages';
import { formFields } from '../content/forms/table';
import { bookingDayText } from '../content/forms/open-days';
import { formWords, staffLabels } from '../content/forms/words';
import { searchPageText } from '../content/search-page';
import { searchSynonyms } from '../content/search-synonyms';
import { searchPageTextSchema, searchSynonymsSchema } from '../content/schema/search';
import {
  bookingDayTextSchema,
  staffLabelsSchema,
  dateWordsSchema,
  fieldMessagesSchema,
  formAnswersSchema,
  formErrorPageSchema,
  formFieldsSchema,
  formWordsSchema,
  bookingTimeWordsSchema,
  timePickerWordsSchema,
} from '../content/schema/forms';

/** Content that fails its check: the message lists each problem, one a line, with its file and field. */
export class InvalidContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidContentError';
  }
}

/**
 * The counts the specification fixes, asked of the specification's profile only (`features.showcase` on): its
 * layouts are drawn for so many cards. With the showcase off, a clinic's launch profile, every list may have any
 * length and `[]` means none: a section with nothing to draw is not drawn.
 */
export const specificationCounts: Array<{ file: string; count: number; value: () => readonly unknown[] }> = [
  /** The team page: a grid of eight members. */
  { file: 'content/team.ts (team)', count: 8, value: () => team },
  /** The project details page: a sidebar of four doctors. */
  { file: 'content/team.ts (visitingConsultants)', count: 4, value: () => visitingConsultants },
  /** The brand logos: five images. */
  { file: 'content/testimonials.ts (partners)', count: 5, value: () => partners },
  /** The FAQ page: three accordion groups of three questions each. */
  { file: 'content/faqs.ts (faqGroups)', count: 3, value: () => faqGroups },
  ...faqGroups.map((group, index) => ({
    file: `content/faqs.ts (faqGroups.${index}.items)`,
    count: 3,
    value: () => group.items,
  })),
  /** The project details page: a three-item FAQ accordion. */
  { file: 'content/project-faqs.ts', count: 3, value: () => projectFaqs },
  /** Home Two's departments carousel: four services. */
  {
    file: 'content/home-sections.ts (departments.serviceSlugs)',
    count: 4,
    value: () => homeSections.departments.serviceSlugs,
  },
  /** The specialties band: three specialists. */
  { file: 'content/home-sections.ts (bands.specialties)', count: 3, value: () => homeSections.bands.specialties },
  /** Home Three's 'Explore Our Team': four members by name. */
  { file: 'content/home-sections.ts (team.memberNames)', count: 4, value: () => homeSections.team.memberNames },
];

/** What the specification's profile asks that `features` does not give: one line per list, naming the switch. */
export function specificationCountProblems(
  showcase: boolean = site.features.showcase,
  counts: typeof specificationCounts = specificationCounts,
): string[] {
  if (!showcase) return [];
  return counts.flatMap(({ file, count, value }) => {
    const length = value().length;
    return length === count
      ? []
      : [
          `${file}: has ${length}, the specification's profile (features.showcase on in content/site.ts) draws exactly ${count}; ` +
            'turn features.showcase off for a list of any length',
        ];
  });
}

/**
 * The typed content files (`content/*.ts`) checked against their zod schemas.
 * TypeScript already checks their shape; the schemas add what types cannot say
 * (phone formats, URLs, lengths, real dates) and fail the build naming file and field.
 */
const modules: Array<{ file: string; schema: z.ZodType; value: unknown }> = [
  { file: 'content/site.ts', schema: siteSchema, value: site },
  // Parsed at import too (the service's start): here the build names its file like the others'.
  { file: 'content/diary.ts', schema: diarySchemaFor(site.doctors.map((doctor) => doctor.key)), value: diary },
  { file: 'content/navigation.ts (navigation)', schema: navigationSchema, value: navigation },
  { file: 'content/navigation.ts (footer)', schema: footerSchema, value: footer },
  { file: 'content/home.ts', schema: z.record(z.string(), homeVariantSchema), value: homeVariants },
  { file: 'content/home-sections.ts', schema: homeSectionsSchema, value: homeSections },
  { file: 'content/team.ts (team)', schema: z.array(teamMemberSchema), value: team },
  {
    file: 'content/team.ts (visitingConsultants)',
    schema: z.array(teamMemberSchema),
    value: visitingConsultants,
  },
  // The carousels repeat a short list to loop, so any number of testimonials shows well; none draws no section.
  { file: 'content/testimonials.ts (testimonials)', schema: z.array(testimonialSchema), value: testimonials },
  {
    file: 'content/testimonials.ts (partners)',
    schema: z.array(partnerSchema),
    value: partners,
  },
  { file: 'content/pages.ts', schema: z.record(z.string(), pageTextSchema), value: pages },
  { file: 'content/page-registry.ts', schema: pageRegistrySchema, value: pageRegistry },
  { file: 'content/blog-page.ts', schema: blogPageSchema, value: blogPage },
  { file: 'content/clinic-pages.ts', schema: clinicPagesSchema, value: clinicPages },
  { file: 'content/faqs.ts (faqGroups)', schema: z.array(faqGroupSchema), value: faqGroups },
  { file: 'content/project-faqs.ts', schema: z.array(faqItemSchema), value: projectFaqs },
  {
    file: 'content/privacy.ts (privacyNoticeVersion)',
    schema: privacyNoticeVersionSchema,
    value: privacyNoticeVersion,
  },
  { file: 'content/privacy.ts (consentNotice)', schema: consentNoticeSchema, value: consentNotice },
  { file: 'content/privacy.ts (privacyLanguages)', schema: privacyLanguagesSchema, value: privacyLanguages },
  // A language without its notice is reported by languageProblems, with what to write.
  ...privacyLanguages
    .filter(({ code }) => privacyNotices[code])
    .map(({ code }) => ({
      file: `content/privacy-notices/${code}.ts`,
      schema: privacyNoticeSchema,
      value: privacyNotices[code],
    })),
  { file: 'content/withdrawal.ts', schema: withdrawalSchema, value: withdrawal },
  { file: 'content/downloads.ts', schema: serviceReportSectionsSchema, value: serviceReportSections },
  { file: 'content/forms/words.ts', schema: formWordsSchema, value: formWords },
  { file: 'content/forms/words.ts (staffLabels)', schema: staffLabelsSchema, value: staffLabels },
  { file: 'content/forms/answers.ts', schema: formAnswersSchema, value: formAnswers },
  { file: 'content/forms/booking-time.ts', schema: bookingTimeWordsSchema, value: bookingTimeWords },
  { file: 'content/forms/time-picker.ts', schema: timePickerWordsSchema, value: timePickerWords },
  {
    file: 'content/forms/messages.ts (formMessages, limits filled in)',
    schema: fieldMessagesSchema,
    value: fieldMessages,
  },
  { file: 'content/forms/open-days.ts', schema: bookingDayTextSchema, value: bookingDayText },
  { file: 'content/forms/dates.ts', schema: dateWordsSchema, value: dateWords },
  { file: 'content/forms/messages.ts (formErrorPage)', schema: formErrorPageSchema, value: formErrorPage },
  { file: 'content/forms/table.ts', schema: formFieldsSchema, value: formFields },
  { file: 'content/search-synonyms.ts', schema: searchSynonymsSchema, value: searchSynonyms },
  { file: 'content/search-page.ts', schema: searchPageTextSchema, value: searchPageText },
];

export function validateContentModules(): void {
  const problems: string[] = [];
  for (const { file, schema, value } of modules) {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
  }
  problems.push(...specificationCountProblems());
  if (problems.length > 0) throw new InvalidContentError(problems);
}

/**
 * content/navigation.ts spells the service pages out for the menus (app/lib/meta.ts reads them
 * there too): they must be the files of content/services/, in menu order, under their labels.
 */
function navigationProblems(): string[] {
  const expected = listServices().map((service) => `${service.label} (${servicePath(service)})`);
  const listed = navigation.sidePanelServices.servicePages.map((link) => `${link.label} (${link.path})`);
  if (listed.join('\n') === expected.join('\n')) return [];
  return [
    `content/navigation.ts (servicePages): must list the service pages as content/services/ has them: ${expected.join(', ')}`,
  ];
}

/** Each doctor's `services` name services of content/services/, and each service has a doctor its page can name. */
export function serviceDoctorProblems(services = listServices(), doctors = site.doctors): string[] {
  const labels = new Set(services.map((service) => service.label));
  const unknown = doctors.flatMap((doctor, index) =>
    doctor.services
      .filter((label) => !labels.has(label))
      .map(
        (label) =>
          `content/site.ts: doctors.${index}.services: "${label}" is no service's label in content/services/ (${[...labels].join(', ')})`,
      ),
  );
  const untreated = services
    .filter((service) => doctorsOf(service.label, doctors).length === 0)
    .map(
      (service) =>
        `content/services/: "${service.label}" is in no doctor's services (content/site.ts): its page would name no doctor`,
    );
  return [...unknown, ...untreated];
}

/** Each language of the privacy notice has its notice, and a web font for its script (common/languages.ts). */
export function languageProblems(
  codes: readonly string[] = privacyLanguages.map((language) => language.code),
): string[] {
  const unwritten = codes
    .filter((code) => !privacyNotices[code])
    .map(
      (code) =>
        `content/privacy.ts: privacyLanguages lists "${code}", which has no notice: write content/privacy-notices/${code}.ts (as en.ts) and add it to content/privacy-notices/index.ts`,
    );
  return [...unwritten, ...missingFontProblems(codes)];
}

/**
 * A TypeScript content file (its path from the repository root) whose prose may name facts: every file of content/
 * but the resolver itself, the schemas (their messages quote placeholders) and the Markdown index (it resolves the
 * Markdown files as it reads them). The content plugin resolves their placeholders in every bundle.
 */
export function isFactsModule(relative: string): boolean {
  const file = relative.split(path.sep).join('/');
  return (
    /^content\/.+\.ts$/.test(file) &&
    !/^content\/(schema|index)\//.test(file) &&
    file !== 'content/facts.ts' &&
    !file.endsWith('.d.ts')
  );
}

/** Each placeholder of a content file, TypeScript or Markdown, that names no fact: the file and the placeholder. */
export function placeholderProblems(root = process.cwd()): string[] {
  const files = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('content', file))
    .filter((file) => isFactsModule(file) || (file.endsWith('.md') && !file.includes(`${path.sep}schema${path.sep}`)));
  return files.flatMap((file) =>
    unknownPlaceholders(readFileSync(path.join(root, file), 'utf8'), file.split(path.sep).join('/')),
  );
}

/**
 * Every content file, at the start of each build: the typed modules, the Markdown collections
 * (a bad frontmatter throws naming its file and field) and what one file says of another.
 */
export function validateContent(): void {
  validateContentModules();
  listPosts();
  const problems = [
    ...navigationProblems(),
    ...serviceDoctorProblems(),
    ...languageProblems(),
    ...placeholderProblems(),
  ];
  if (problems.length > 0) throw new InvalidContentError(problems);
}
