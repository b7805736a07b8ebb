import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogPage } from '../../content/blog-page';
import { homeSections } from '../../content/home-sections';
import { site } from '../../content/site';
import { team, visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import { isDummyPhone, shippedSamples } from '../../scripts/preflight/shipped-samples';

/**
 * The sample's identity list (scripts/preflight/shipped-samples.ts) against the sample content in content/: every
 * identity value the sample holds is in the list (so the preflight cannot miss one), and every listed value is still
 * in the sample (so the list stays small and exact). A rebranded clinic's content/ holds none of them: there the
 * list is a snapshot and this comparison does not apply.
 */
type Sample = typeof shippedSamples;
type Content = {
  site: typeof site;
  people: Array<{ name: string }>;
  partners: Array<{ name: string }>;
  testimonials: Array<{ name: string }>;
  comments: typeof blogPage.comments.byPost;
  skills: ReadonlyArray<{ label: string }>;
};

/** Each identity value of `content` the list lacks, and each listed value `content` no longer holds. */
function drift(content: Content, list: Sample = shippedSamples): { missing: string[]; stale: string[] } {
  const { site: s } = content;
  const phones = [
    s.contact.phone,
    s.contact.phoneAlt,
    s.contact.whatsappNumber,
    s.grievanceOfficer.phone,
    ...s.doctors.map((doctor) => doctor.phone),
  ].filter((phone) => !isDummyPhone(phone));
  const held: Array<[kind: string, values: readonly (string | number)[]]> = [
    ['practiceName', [s.practiceName]],
    ['shortName', [s.shortName]],
    ['city', [s.city, s.contact.address.city]],
    ['locality', [s.contact.address.locality]],
    ['postalCode', [s.contact.address.postalCode]],
    ['foundingYear', [s.foundingYear]],
    ['street', [s.contact.address.street]],
    ['phones', phones],
    [
      'people',
      [...s.doctors.map((doctor) => doctor.name), s.grievanceOfficer.name, ...content.people.map((p) => p.name)],
    ],
    ['qualifications', s.doctors.map((doctor) => doctor.qualifications)],
    ['partners', content.partners.map((partner) => partner.name)],
    ['testimonialNames', content.testimonials.map((testimonial) => testimonial.name)],
    [
      'commentIds',
      Object.values(content.comments).flatMap((comments) =>
        comments.flatMap((comment) => [comment.id, ...comment.replies.map((reply) => reply.id)]),
      ),
    ],
    ['skillLabels', content.skills.map((bar) => bar.label)],
  ];
  const missing: string[] = [];
  const stale: string[] = [];
  for (const [kind, values] of held) {
    const listed = ([] as Array<string | number>).concat(list[kind as keyof Sample] as string | number | string[]);
    for (const value of new Set(values)) if (!listed.includes(value)) missing.push(`${kind}: ${value}`);
    for (const value of listed) if (!values.includes(value)) stale.push(`${kind}: ${value}`);
  }
  return { missing, stale };
}

const shipped: Content = {
  site,
  people: [...team, ...visitingConsultants],
  partners,
  testimonials,
  comments: blogPage.comments.byPost,
  skills: homeSections.skills.bars,
};

describe.runIf(site.practiceName === shippedSamples.practiceName)('the sample’s identity list', () => {
  it('holds every identity value of the shipped sample content, and nothing it no longer holds', () => {
    expect(drift(shipped)).toEqual({ missing: [], stale: [] });
  });

  it('fails when the sample gains a value the list lacks, or loses one it lists', () => {
    const [doctor, ...others] = site.doctors;
    const changed = {
      ...shipped,
      site: { ...site, doctors: [{ ...doctor!, name: 'Dr. New Sample', qualifications: 'MBBS, DM' }, ...others] },
    };
    expect(drift(changed)).toEqual({
      missing: ['people: Dr. New Sample', 'qualifications: MBBS, DM'],
      // The doctor's name is still on the team page (content/team.ts), so only the qualification is stale.
      stale: [`qualifications: ${doctor!.qualifications}`],
    });
  });

  it('holds the SHA-256 of the sample video and its captions', () => {
    const sha = (file: string) =>
      createHash('sha256')
        .update(readFileSync(`content${file}`))
        .digest('hex');
    expect(sha(homeSections.video.src)).toBe(shippedSamples.videoSha256);
    expect(sha(homeSections.video.captions)).toBe(shippedSamples.captionsSha256);
  });
});
