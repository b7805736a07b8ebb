import { strings } from './drawn-content';
import { environment, hostOf } from './environment';
import { identityFindings, sidePanelFindings } from './identity';
import { diaryKeyFindings, placeFindings } from './places';
import { exampleHost, isPlaceholderRegistration, shippedSamples, standInMark } from './shipped-samples';
import type { Finding, PreflightContent, PreflightEnv } from './types';
import { wordingChecks } from './wording';

/** The regulations the ethics checks cite, named in full once. */
const IMC_REGULATIONS = 'Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations, 2002';
const SOLICITATION = `${IMC_REGULATIONS}, 6.1.1: a physician must not solicit patients or advertise themselves, directly or indirectly`;
const REGISTRATION = `${IMC_REGULATIONS}, 1.4.1: a physician displays the registration number the medical council gave them`;

/** Fields whose value is a name or label, where "(sample)" or "placeholder" marks a stand-in. */
const NAME_FIELDS = new Set(['name', 'label', 'street', 'council', 'role', 'designation', 'practiceName', 'shortName']);

const blocker = (file: string, field: string, why: string): Finding => ({ level: 'blocker', file, field, why });
const warning = (file: string, field: string, why: string): Finding => ({ level: 'warning', file, field, why });

const lastKey = (path: string) =>
  path
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? '';

/** What is wrong with one string of the clinic's identity, if it is an example address or marked as a stand-in. */
function sampleProblem(path: string, text: string): string | undefined {
  const host = hostOf(text);
  if (host && exampleHost.test(host))
    return `"${text}" is at ${host}, a domain reserved for examples: nothing sent there reaches the clinic. Put in the clinic's own.`;
  if (URL.canParse(text) && /example/i.test(new URL(text).pathname))
    return `"${text}" is a sample profile: link the clinic's real profile, or remove the entry (a network left out shows no icon).`;
  if (NAME_FIELDS.has(lastKey(path)) && standInMark.test(text))
    return `"${text}" is marked as a stand-in. Put in the real name.`;
  return undefined;
}

/** Example e-mails and profiles, and values marked as stand-ins, in the clinic's identity, team and partners. */
function sampleValues(content: PreflightContent): Finding[] {
  const modules: Array<[file: string, prefix: string, value: unknown]> = [
    ['content/site.ts', '', content.site],
    // A doctor's card is made from content/site.ts, where the preflight already reads it.
    ['content/team.ts', 'team', content.team.map((member) => (member.profilePath ? {} : member))],
    ['content/team.ts', 'visitingConsultants', content.visitingConsultants],
    ['content/testimonials.ts', 'partners', content.partners],
  ];
  const findings: Finding[] = [];
  for (const [file, prefix, value] of modules) {
    for (const [path, text] of strings(value, prefix)) {
      const why = sampleProblem(path, text);
      if (why) findings.push(blocker(file, path, why));
    }
  }
  return findings;
}

/** Each doctor's council registration: present, and a real number (the sample's is all zeros). */
function registrations(content: PreflightContent): Finding[] {
  return content.site.doctors.flatMap((doctor, index) => {
    const field = `doctors[${index}].registration`;
    const registration = doctor.registration as Partial<typeof doctor.registration> | undefined;
    if (!registration?.number?.trim() || !registration.council?.trim())
      return [
        blocker('content/site.ts', field, `${doctor.name} has no registration council and number. ${REGISTRATION}.`),
      ];
    if (isPlaceholderRegistration(registration.number))
      return [
        blocker(
          'content/site.ts',
          `${field}.number`,
          `"${registration.number}" is a placeholder, not ${doctor.name}'s registration number. ${REGISTRATION}.`,
        ),
      ];
    return [];
  });
}

/**
 * Sample partners, testimonials, comments, skill bars, fee and video that the pages show. What a switch removes
 * (load.ts leaves it out) is on no page, so it is no finding.
 */
function sampleSections(content: PreflightContent): Finding[] {
  const findings: Finding[] = [];
  const listed = (list: readonly string[], value: string) => list.includes(value);
  content.partners.forEach((partner, index) => {
    if (listed(shippedSamples.partners, partner.name))
      findings.push(
        blocker(
          'content/testimonials.ts',
          `partners[${index}]`,
          `"${partner.name}" is a fictional partner with a made-up logo: show only the laboratories and hospitals the clinic really works with, with their permission.`,
        ),
      );
  });
  content.testimonials.forEach((testimonial, index) => {
    if (listed(shippedSamples.testimonialNames, testimonial.name))
      findings.push(
        blocker(
          'content/testimonials.ts',
          `testimonials[${index}]`,
          `"${testimonial.name}" is an invented testimonial. Publish only words patients agreed to publish, or none.`,
        ),
      );
  });
  for (const [slug, comments] of Object.entries(content.comments)) {
    comments.forEach((comment, index) => {
      const ids = [comment.id, ...comment.replies.map((reply) => reply.id)];
      if (ids.some((id) => listed(shippedSamples.commentIds, id)))
        findings.push(
          blocker(
            'content/blog-page.ts',
            `comments.byPost["${slug}"][${index}]`,
            `the comment by "${comment.name}" is invented: show only comments real readers wrote.`,
          ),
        );
    });
  }
  content.skills.forEach((bar, index) => {
    if (listed(shippedSamples.skillLabels, bar.label))
      findings.push(
        blocker(
          'content/home-sections.ts',
          `skills.bars[${index}]`,
          `"${bar.label} ${bar.percent}" is the sample skill bar, care this clinic does not give. Put in the clinic's own or remove the section from content/home.ts.`,
        ),
      );
  });
  content.serviceReport.forEach((section, index) => {
    if (section.text.includes(shippedSamples.fee))
      findings.push(
        warning(
          'content/downloads.ts',
          `[${index}].text`,
          `the Service Report states the sample fee ${shippedSamples.fee}: check it is the clinic's fee.`,
        ),
      );
  });
  const { video } = content;
  if (
    video &&
    (video.videoSha256 === shippedSamples.videoSha256 || video.captionsSha256 === shippedSamples.captionsSha256)
  )
    findings.push(
      blocker(
        `content${video.src}`,
        '(the file, and its captions)',
        'is the sample tour made from illustrations, not the clinic: put the clinic’s own video and captions in content/media/ (content/home-sections.ts video).',
      ),
    );
  return findings;
}

/** The switches that show self-promotion: claims (counters, badges, skill bars) and testimonials. */
function ethicsSwitches(content: PreflightContent): Finding[] {
  const { features } = content.site;
  const findings: Finding[] = [];
  if (features.showClaims)
    findings.push(
      blocker(
        'content/site.ts',
        'features.showClaims',
        `is on: the pages show claims such as '100% Satisfaction Rate' and '125K+ Satisfied Patients'. ${SOLICITATION}. Turn it off.`,
      ),
    );
  if (features.showTestimonials)
    findings.push(
      blocker(
        'content/site.ts',
        'features.showTestimonials',
        `is on: patient testimonials promote the doctors. ${SOLICITATION}. Turn it off.`,
      ),
    );
  return findings;
}

/**
 * A patient who may book closer to the visit than they may change it has a visit they can never change online (booked
 * 2 hours ahead with a 3-hour deadline): the deadline must not be longer than the notice. Likewise a held time let go
 * closer than the notice would end before the clinic could confirm a pick made at the shortest notice.
 */
function noticeAndDeadline(content: PreflightContent): Finding[] {
  const {
    minimumNoticeMinutes: notice,
    changeDeadlineMinutes: deadline,
    holdEndsMinutesBeforeVisit: ends,
  } = content.diaryRules;
  const findings: Finding[] = [];
  if (deadline > notice)
    findings.push(
      blocker(
        'content/diary.ts',
        'changeDeadlineMinutes',
        `patients may book ${notice} minutes ahead but change a visit only until ${deadline} minutes before it, so a visit booked in between can never be changed online. Make changeDeadlineMinutes at most minimumNoticeMinutes (${notice}), or raise the notice.`,
      ),
    );
  if (ends >= notice)
    findings.push(
      blocker(
        'content/diary.ts',
        'holdExpiry.endsMinutesBeforeVisit',
        `a time held ${ends} minutes before its visit is let go, but patients may book ${notice} minutes ahead: a time picked at the shortest notice would end before the clinic can confirm it. Make it less than minimumNoticeMinutes (${notice}).`,
      ),
    );
  return findings;
}

/**
 * Every check a clinic needs before going live, over its content and environment. Pure: the same
 * content and environment give the same findings, so tests run it on the sample content and on a fixture.
 */
export function preflight(content: PreflightContent, env: PreflightEnv): Finding[] {
  const checks: Array<[name: string, check: () => Finding[]]> = [
    ['sample values', () => sampleValues(content)],
    ['registrations', () => registrations(content)],
    ['sample sections', () => sampleSections(content)],
    ['ethics switches', () => ethicsSwitches(content)],
    ['the sample’s identity', () => identityFindings(content)],
    ['side-panel services', () => sidePanelFindings(content)],
    ['places', () => placeFindings(content)],
    ['diary keys', () => diaryKeyFindings(content)],
    ['wording', () => wordingChecks(content)],
    ['environment', () => environment(content, env)],
    ['the diary’s notice and change deadline', () => noticeAndDeadline(content)],
  ];
  return [
    ...content.unreadable,
    ...checks.flatMap(([name, check]) => {
      try {
        return check();
      } catch (error) {
        // A value of a shape no check expects: named, so the clinic can put it right, never a stack trace.
        const message = error instanceof Error ? error.message : String(error);
        return [blocker('content', name, `could not be checked: ${message}. Check the content against its schema.`)];
      }
    }),
  ];
}

/** The report: blockers, then warnings, then the checks that passed, each naming the file, the field and why. */
export function formatReport(findings: Finding[]): string {
  const section = (title: string, level: Finding['level']) => {
    const items = findings.filter((finding) => finding.level === level);
    if (items.length === 0) return [];
    return [
      `${title} (${items.length}):`,
      ...items.map((finding) => `  ${finding.file}  ${finding.field}: ${finding.why}`),
      '',
    ];
  };
  const blockers = findings.filter((finding) => finding.level === 'blocker').length;
  const verdict =
    blockers > 0
      ? `Not ready to go live: ${blockers} blocker${blockers === 1 ? '' : 's'} to put right.`
      : 'Ready to go live: no blocker.';
  return [
    ...section('BLOCKERS', 'blocker'),
    ...section('WARNINGS', 'warning'),
    ...section('CHECKED', 'checked'),
    verdict,
  ].join('\n');
}
