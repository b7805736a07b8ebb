import { describe, expect, it } from 'vitest';
import { formalName } from '../../content/facts';
import { preflight } from '../../scripts/preflight/checks';
import { shippedSamples } from '../../scripts/preflight/shipped-samples';
import { templateSuperlatives } from '../../scripts/preflight/template-wording';
import type { DrawnText, Finding, PreflightContent } from '../../scripts/preflight/types';
import { liveClinic, liveEnv } from '../fixtures/preflight/live-clinic';

/**
 * Every kind of finding both ways: the ready clinic (tests/fixtures/preflight/live-clinic.ts) passes, and the same
 * clinic with one defect is blocked by exactly that defect, the finding naming its file, field and value.
 */
const blockers = (findings: Finding[]) => findings.filter((finding) => finding.level === 'blocker');
const fieldsOf = (findings: Finding[]) => findings.map((finding) => `${finding.file} ${finding.field}`);
const withText = (text: string, file = 'content/blog/a-post.md', field = 'line 9'): PreflightContent => ({
  ...liveClinic,
  drawn: [...liveClinic.drawn, { file, field, text } satisfies DrawnText],
});
const withSite = (site: Partial<PreflightContent['site']>): PreflightContent => ({
  ...liveClinic,
  site: { ...liveClinic.site, ...site },
});

it('passes the ready clinic: any name, any script, initials, hyphens, "Sample Collection", a name to come', () => {
  const findings = preflight(liveClinic, liveEnv);
  expect(findings).toEqual([]);
  expect(liveClinic.drawn.map((drawn) => drawn.text)).toEqual(
    expect.arrayContaining(['Dr. Ravi Teja Kondapalli', 'Sample Collection', 'Nursing (name to come)', 'ڈاکٹر عائشہ']),
  );
});

describe('the sample clinic’s identity, in any drawn string', () => {
  const cases: Array<[what: string, text: string, value: string]> = [
    ['its name (a blog post, the feed title)', `News from ${shippedSamples.practiceName}`, shippedSamples.practiceName],
    ['its short name (the WhatsApp message)', `Book at ${shippedSamples.shortName} Clinic.`, shippedSamples.shortName],
    [
      'its city (the about page, a meta description)',
      `Caring for ${shippedSamples.city} families`,
      shippedSamples.city,
    ],
    ['its locality', `Near the ${shippedSamples.locality} metro station`, shippedSamples.locality],
    ['its postcode', `PIN ${shippedSamples.postalCode}`, shippedSamples.postalCode],
    [
      'its founding year',
      `Since ${shippedSamples.foundingYear} our two physicians…`,
      `Since ${shippedSamples.foundingYear}`,
    ],
    ['its street', `We are at ${shippedSamples.street}.`, shippedSamples.street],
    ['a listed number', `Call ${shippedSamples.phones[0]}`, shippedSamples.phones[0]],
    ['the dummy number', 'Call 98765-43215 today', '98765-43215'],
    ['a sample person', `Ask ${shippedSamples.people[4]} about it.`, shippedSamples.people[4]],
    ['a sample doctor as prose names him', 'Dr Menon will see you.', 'Dr Menon'],
    [
      'a sample doctor’s qualification given to the new doctor',
      `Dr. Ravi Teja Kondapalli, ${shippedSamples.qualifications[0]}`,
      shippedSamples.qualifications[0],
    ],
    ...templateSuperlatives.map((phrase): [string, string, string] => ['a superlative', phrase.toUpperCase(), phrase]),
  ];
  it.each(cases)('blocks %s, naming the file, the field and the value', (_what, text, value) => {
    const found = blockers(preflight(withText(`  ${text}  `), liveEnv));
    expect(fieldsOf(found)).toEqual(['content/blog/a-post.md line 9']);
    expect(found[0]!.why).toContain(`"${value}"`);
    expect(found[0]!.why).toMatch(/: (write|name|a clinic may not)/);
  });

  it('names a value once, by its longest form, and each value of a string', () => {
    const found = blockers(preflight(withText(`${shippedSamples.practiceName}, ${shippedSamples.city}`), liveEnv));
    expect(found.map((finding) => /"([^"]+)"/.exec(finding.why)![1])).toEqual([
      shippedSamples.practiceName,
      shippedSamples.city,
    ]);
  });

  it('lets a real clinic share the sample’s city, locality, year, qualification and surname', () => {
    const { address } = liveClinic.site.contact;
    const [doctor, other] = liveClinic.site.doctors;
    const bengaluru = withSite({
      city: shippedSamples.city,
      foundingYear: shippedSamples.foundingYear,
      contact: {
        ...liveClinic.site.contact,
        address: {
          ...address,
          city: shippedSamples.city,
          locality: shippedSamples.locality,
          postalCode: shippedSamples.postalCode,
          state: shippedSamples.state,
        },
      },
      // A Bengaluru doctor is registered in Karnataka, as the sample's are.
      doctors: [
        {
          ...doctor!,
          name: 'Dr. Priya Rao',
          qualifications: shippedSamples.qualifications[0],
          registration: { council: 'Karnataka Medical Council', number: '51234' },
        },
        other!,
      ],
    });
    const prose = `Dr. Rao, ${shippedSamples.qualifications[0]}, in ${shippedSamples.locality}, ${shippedSamples.city} ${shippedSamples.postalCode}, ${shippedSamples.state}. Since ${shippedSamples.foundingYear}.`;
    expect(
      preflight(
        { ...bengaluru, drawn: [...bengaluru.drawn, { file: 'content/pages.ts', field: 'x', text: prose }] },
        liveEnv,
      ),
    ).toEqual([]);
    // The same words with the sample clinic's name still in place are the sample's.
    const stillSample = { ...bengaluru, site: { ...bengaluru.site, practiceName: shippedSamples.practiceName } };
    const named = blockers(
      preflight({ ...stillSample, drawn: [{ file: 'content/pages.ts', field: 'x', text: prose }] }, liveEnv),
    );
    expect(named.map((finding) => /"([^"]+)"/.exec(finding.why)![1])).toEqual([
      shippedSamples.city,
      shippedSamples.state,
      shippedSamples.locality,
      shippedSamples.postalCode,
      `Since ${shippedSamples.foundingYear}`,
    ]);
  });

  it('lets a real clinic share the sample’s short name in its own name', () => {
    const own = withSite({ practiceName: `${shippedSamples.shortName} Children’s Hospital`, shortName: 'SCH' });
    const text = `Book at ${shippedSamples.shortName} Children’s Hospital.`;
    expect(
      preflight({ ...own, drawn: [...own.drawn, { file: 'content/pages.ts', field: 'x', text }] }, liveEnv),
    ).toEqual([]);
  });

  it('does not read a sample value inside a longer word or number', () => {
    const text = `Bengalurean cooking; call +91 80 4000 12345; ${shippedSamples.postalCode}1`;
    expect(preflight(withText(text), liveEnv)).toEqual([]);
  });
});

describe('the other sample values, both ways', () => {
  const [doctor, ...others] = liveClinic.site.doctors;
  const cases: Array<[what: string, content: PreflightContent, field: string, value: RegExp]> = [
    [
      'an example e-mail',
      withSite({ contact: { ...liveClinic.site.contact, email: 'care@example.com' } }),
      'content/site.ts contact.email',
      /"care@example\.com" is at example\.com/,
    ],
    [
      'a value marked as a stand-in',
      { ...liveClinic, team: [...liveClinic.team, { ...liveClinic.team[1]!, name: 'Ms. Anita (sample)' }] },
      `content/team.ts team[${liveClinic.team.length}].name`,
      /"Ms\. Anita \(sample\)" is marked/,
    ],
    [
      'no registration',
      withSite({ doctors: [{ ...doctor!, registration: undefined as never }, ...others] }),
      'content/site.ts doctors[0].registration',
      /Dr\. Ravi Teja Kondapalli has no registration/,
    ],
    [
      'a placeholder registration',
      withSite({ doctors: [{ ...doctor!, registration: { council: 'TSMC', number: 'SAMPLE-12345' } }, ...others] }),
      'content/site.ts doctors[0].registration.number',
      /"SAMPLE-12345" is a placeholder/,
    ],
    [
      'a sample partner',
      { ...liveClinic, partners: [{ name: shippedSamples.partners[2], logo: 'brands/x.png' }] },
      'content/testimonials.ts partners[0]',
      /"Kaveri Care Hospital" is a fictional partner/,
    ],
    [
      'a sample testimonial',
      {
        ...liveClinic,
        testimonials: [{ name: shippedSamples.testimonialNames[0] } as PreflightContent['testimonials'][number]],
      },
      'content/testimonials.ts testimonials[0]',
      /"Lakshmi R\." is an invented testimonial/,
    ],
    [
      'a sample comment',
      {
        ...liveClinic,
        comments: { post: [{ id: shippedSamples.commentIds[0], name: 'Meera S.', replies: [] } as never] },
      },
      'content/blog-page.ts comments.byPost["post"][0]',
      /the comment by "Meera S\." is invented/,
    ],
    [
      'a sample skill bar',
      { ...liveClinic, skills: [{ label: shippedSamples.skillLabels[1], percent: 85 }] },
      'content/home-sections.ts skills.bars[0]',
      /"Dental Fixing 85" is the sample skill bar/,
    ],
    [
      'the sample video',
      { ...liveClinic, video: { src: '/media/tour.mp4', videoSha256: shippedSamples.videoSha256 } },
      'content/media/tour.mp4 (the file, and its captions)',
      /sample tour/,
    ],
    [
      'claims on',
      withSite({ features: { ...liveClinic.site.features, showClaims: true } }),
      'content/site.ts features.showClaims',
      /6\.1\.1/,
    ],
    [
      'testimonials on',
      withSite({ features: { ...liveClinic.site.features, showTestimonials: true } }),
      'content/site.ts features.showTestimonials',
      /6\.1\.1/,
    ],
    [
      'a side-panel service the clinic does not offer',
      { ...liveClinic, sidePanel: { ...liveClinic.sidePanel, entries: [{ label: 'Physical Therapy' }] } },
      'content/navigation.ts navigation.sidePanelServices.general[0]',
      /"Physical Therapy" is the template’s side-panel service/,
    ],
    [
      'template wording on the home page',
      { ...liveClinic, homeText: { ...liveClinic.homeText, shown: { hero: { pill: '2k+ Members' } } } },
      'content/home-sections.ts hero.pill',
      /"Members" is template wording/,
    ],
    [
      'the template’s About heading',
      { ...liveClinic, homeText: { ...liveClinic.homeText, shown: { about: { title: 'About {name}’s HealthCare' } } } },
      'content/home-sections.ts about.title',
      /the template's heading/,
    ],
    [
      'the specialties band',
      { ...liveClinic, homeText: { ...liveClinic.homeText, specialtiesBand: ['Neurologist'] } },
      'content/home-sections.ts bands.specialties',
      /\(Neurologist\) is the template's/,
    ],
    [
      'a value of a shape no check expects',
      { ...liveClinic, comments: { post: [{ id: 'x', name: 'A reader' } as never] } },
      'content sample sections',
      /could not be checked: .*reading 'map'.*Check the content against its schema/,
    ],
  ];
  it.each(cases)('blocks %s, naming it', (_what, content, field, why) => {
    const found = blockers(preflight(content, liveEnv));
    expect(fieldsOf(found)).toEqual([field]);
    expect(found[0]!.why).toMatch(why);
  });

  it('warns of a fee, a time written by hand and the showcase, and blocks nothing for them', () => {
    const content: PreflightContent = {
      ...withSite({ features: { ...liveClinic.site.features, showcase: true } }),
      serviceReport: [{ title: 'Fee', text: `It costs ${shippedSamples.fee}.` }],
      files: [
        { file: 'content/faqs.ts', text: "export const a = ['We open at 9:30 am, or 10:00 on Saturday.'];" },
        {
          file: 'content/blog/hours.md',
          text: 'We see patients Mon–Sat, 09:00 - 13:00.\nEach week from Monday to Sunday we answer e-mails.',
        },
      ],
    };
    const findings = preflight(content, liveEnv);
    expect(blockers(findings)).toEqual([]);
    expect(fieldsOf(findings)).toEqual([
      'content/downloads.ts [0].text',
      'content/faqs.ts 9:30 am',
      'content/faqs.ts 10:00',
      'content/blog/hours.md Mon–Sat',
      'content/blog/hours.md 09:00',
      'content/blog/hours.md 13:00',
      'content/site.ts features.showcase',
    ]);
  });
});

describe('the environment, both ways', () => {
  it('blocks an unset SMTP_URL and example addresses, and only warns where a real fallback exists', () => {
    expect(fieldsOf(blockers(preflight(liveClinic, { ...liveEnv, SMTP_URL: undefined })))).toEqual([
      'environment SMTP_URL',
    ]);
    const example = preflight(liveClinic, {
      ...liveEnv,
      SITE_URL: 'https://clinic.example.com',
      CLINIC_NOTIFY_EMAIL: 'a@example.org',
    });
    expect(fieldsOf(blockers(example))).toEqual(['environment SITE_URL', 'environment CLINIC_NOTIFY_EMAIL']);
    const unset = preflight(liveClinic, { SMTP_URL: liveEnv.SMTP_URL, source: '/etc/clinic/clinic.env' });
    expect(blockers(unset)).toEqual([]);
    expect(fieldsOf(unset)).toEqual(['/etc/clinic/clinic.env SITE_URL', '/etc/clinic/clinic.env CLINIC_NOTIFY_EMAIL']);
  });
});

it('formalName reads a given name with brackets or dots as written, never as a pattern', () => {
  expect(formalName({ name: 'Nursing (name to come)', shortName: '(name' })).toBe('Nursing (name to come)');
  expect(formalName({ name: 'Dr. Ravi Teja Kondapalli', shortName: 'Ravi Teja' })).toBe('Dr. Kondapalli');
});

it('blocks a change deadline longer than the booking notice (a visit booked in between could never be changed)', () => {
  const late = {
    ...liveClinic,
    diaryRules: { minimumNoticeMinutes: 120, changeDeadlineMinutes: 180, holdEndsMinutesBeforeVisit: 60 },
  };
  const findings = blockers(preflight(late, liveEnv));
  expect(fieldsOf(findings)).toEqual(['content/diary.ts changeDeadlineMinutes']);
  expect(findings[0]!.why).toContain('patients may book 120 minutes ahead but change a visit only until 180 minutes');
  const equal = {
    ...liveClinic,
    diaryRules: { minimumNoticeMinutes: 120, changeDeadlineMinutes: 120, holdEndsMinutesBeforeVisit: 60 },
  };
  expect(preflight(equal, liveEnv)).toEqual([]);
  const endsLate = { ...liveClinic, diaryRules: { ...equal.diaryRules, holdEndsMinutesBeforeVisit: 120 } };
  expect(fieldsOf(blockers(preflight(endsLate, liveEnv)))).toEqual([
    'content/diary.ts holdExpiry.endsMinutesBeforeVisit',
  ]);
});
