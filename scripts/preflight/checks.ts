import { exampleHost, isDummyPhone, isPlaceholderRegistration, sampleWord, shippedSamples } from './shipped-samples';
import type { Finding, PreflightContent, PreflightEnv } from './types';
import { wordingChecks } from './wording';

/** The regulations the ethics checks cite, named in full once. */
const IMC_REGULATIONS = 'Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations, 2002';
const SOLICITATION = `${IMC_REGULATIONS}, 6.1.1: a physician must not solicit patients or advertise themselves, directly or indirectly`;
const REGISTRATION = `${IMC_REGULATIONS}, 1.4.1: a physician displays the registration number the medical council gave them`;

/** Fields whose value is a name or label, where a word such as "sample" or "example" marks a stand-in. */
const NAME_FIELDS = new Set(['name', 'label', 'street', 'council', 'role', 'designation', 'practiceName', 'shortName']);

const blocker = (file: string, field: string, why: string): Finding => ({ level: 'blocker', file, field, why });
const warning = (file: string, field: string, why: string): Finding => ({ level: 'warning', file, field, why });

/** Every string inside a value, with its path ("doctors[0].email"). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

const lastKey = (path: string) =>
  path
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? '';

function hostOf(text: string): string | undefined {
  const email = /^[^@\s]+@([^@\s]+)$/.exec(text);
  if (email) return email[1];
  return URL.canParse(text) ? new URL(text).hostname : undefined;
}

/** What is wrong with one string of the content, if it is a sample value. */
function sampleProblem(path: string, text: string): string | undefined {
  const host = hostOf(text);
  if (host && exampleHost.test(host))
    return `"${text}" is at ${host}, a domain reserved for examples: nothing sent there reaches the clinic. Put in the clinic's own.`;
  if (URL.canParse(text) && /example/i.test(new URL(text).pathname))
    return `"${text}" is a sample profile: link the clinic's real profile, or remove the entry (a network left out shows no icon).`;
  if (/^\+?[\d -]{8,}$/.test(text) && isDummyPhone(text))
    return `"${text}" is the dummy number 98765 43210 or a neighbour: patients would ring a stranger. Put in the clinic's number.`;
  if ((shippedSamples.phones as readonly string[]).includes(text))
    return `"${text}" is a number of the sample content: put in the clinic's number.`;
  if (NAME_FIELDS.has(lastKey(path)) && (sampleWord.test(text) || /\(sample\)/i.test(text)))
    return `"${text}" is marked as a stand-in. Put in the real name.`;
  if (text === shippedSamples.practiceName) return `"${text}" is the sample clinic's name. Put in your clinic's name.`;
  if (text === shippedSamples.street)
    return `"${text}" is the sample address. Put in the clinic's street address (and check the map links).`;
  if ((shippedSamples.people as readonly string[]).includes(text))
    return `"${text}" is a fictional person of the sample content: list only the people who work at the clinic, under their real names.`;
  return undefined;
}

/** Sample e-mails, numbers, names and addresses anywhere in the clinic's identity, team, testimonials and partners. */
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

/** Sample partners, testimonials, comments, skill bars, fee and video that the pages show. */
function sampleSections(content: PreflightContent): Finding[] {
  const { features } = content.site;
  const findings: Finding[] = [];
  content.partners.forEach((partner, index) => {
    if ((shippedSamples.partners as readonly string[]).includes(partner.name))
      findings.push(
        blocker(
          'content/testimonials.ts',
          `partners[${index}]`,
          `"${partner.name}" is a fictional partner with a made-up logo: show only the laboratories and hospitals the clinic really works with, with their permission.`,
        ),
      );
  });
  content.testimonials.forEach((testimonial, index) => {
    if (!(shippedSamples.testimonialNames as readonly string[]).includes(testimonial.name)) return;
    const why = `"${testimonial.name}" is an invented testimonial. Publish only words patients agreed to publish, or none.`;
    findings.push(
      features.showTestimonials
        ? blocker('content/testimonials.ts', `testimonials[${index}]`, why)
        : warning(
            'content/testimonials.ts',
            `testimonials[${index}]`,
            `${why} (Hidden while features.showTestimonials is off.)`,
          ),
    );
  });
  for (const [slug, comments] of Object.entries(content.comments)) {
    comments.forEach((comment, index) => {
      const ids = [comment.id, ...comment.replies.map((reply) => reply.id)];
      if (ids.some((id) => (shippedSamples.commentIds as readonly string[]).includes(id)))
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
    if (!(shippedSamples.skillLabels as readonly string[]).includes(bar.label)) return;
    const why = `"${bar.label} ${bar.percent}" is the sample skill bar, care this clinic does not give. Put in the clinic's own or remove the section from content/home.ts.`;
    findings.push(
      features.showClaims
        ? blocker('content/home-sections.ts', `skills.bars[${index}]`, why)
        : warning(
            'content/home-sections.ts',
            `skills.bars[${index}]`,
            `${why} (Hidden while features.showClaims is off.)`,
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
  if (video.videoSha256 === shippedSamples.videoSha256 || video.captionsSha256 === shippedSamples.captionsSha256)
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

/** SITE_URL, SMTP_URL and CLINIC_NOTIFY_EMAIL: what the server and the build fall back on when they are unset. */
function environment(content: PreflightContent, env: PreflightEnv): Finding[] {
  const findings: Finding[] = [];
  const isExample = (value: string) => exampleHost.test(hostOf(value) ?? '');
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl) {
    const why = `is unset: canonical URLs, the sitemap, the feed and the server's Origin check use content siteUrl ${content.site.siteUrl}. Set it, for the build and the server, to the public address.`;
    findings.push(
      isExample(content.site.siteUrl)
        ? blocker('environment', 'SITE_URL', why)
        : warning('environment', 'SITE_URL', why),
    );
  } else if (isExample(siteUrl))
    findings.push(blocker('environment', 'SITE_URL', `is ${siteUrl}, an example address. Set the public address.`));
  if (!env.SMTP_URL?.trim())
    findings.push(
      blocker(
        'environment',
        'SMTP_URL',
        'is unset: appointment requests and messages wait in the outbox and no e-mail reaches the clinic. Set the SMTP server (docs/form-service.md).',
      ),
    );
  const notify = env.CLINIC_NOTIFY_EMAIL?.trim();
  if (!notify) {
    const why = `is unset: new requests are e-mailed to content contact.email, ${content.site.contact.email}. Set the address that staff read.`;
    findings.push(
      isExample(content.site.contact.email)
        ? blocker('environment', 'CLINIC_NOTIFY_EMAIL', why)
        : warning('environment', 'CLINIC_NOTIFY_EMAIL', why),
    );
  } else if (isExample(notify))
    findings.push(
      blocker('environment', 'CLINIC_NOTIFY_EMAIL', `is ${notify}, an example address: requests would reach no one.`),
    );
  return findings;
}

/**
 * Every check a clinic needs before going live, over its content and environment. Pure: the same
 * content and environment give the same findings, so tests run it on the sample content and on a fixture.
 */
export function preflight(content: PreflightContent, env: PreflightEnv): Finding[] {
  return [
    ...sampleValues(content),
    ...registrations(content),
    ...sampleSections(content),
    ...ethicsSwitches(content),
    ...wordingChecks(content),
    ...environment(content, env),
  ];
}

/** The report as lines: blockers first, then warnings apart, each naming the file, the field and why. */
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
  return [...section('BLOCKERS', 'blocker'), ...section('WARNINGS', 'warning'), verdict].join('\n');
}
