import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { blogComments } from '../../content/blog-comments';
import { formalName } from '../../content/facts';
import { site } from '../../content/site';
import { team, visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import type { SiteConfig } from '../../content/schema/site';
import type { Testimonial } from '../../content/schema/people';
import { readPdf } from '../unit/pdf-reader';

/**
 * The values a rebranded clinic's build must not hold, read from content files (never written here): every identity
 * value of the sample clinic of content/, and what a clinic's own switches hide (its testimonials with
 * showTestimonials off, its figures with showClaims off).
 */
const digits = (phone: string) => phone.replace(/\D/g, '');

/** The sample clinic's identity: names, numbers, places, people, partners, comments, claim figures. */
export function sampleIdentity(): string[] {
  const { contact, grievanceOfficer } = site;
  return [
    site.practiceName,
    site.shortName,
    site.city,
    `since ${site.foundingYear}`,
    contact.address.street,
    contact.address.locality,
    contact.address.state,
    contact.address.postalCode,
    ...[contact.phone, contact.phoneAlt, grievanceOfficer.phone, ...site.doctors.map((doctor) => doctor.phone)].flatMap(
      (phone) => [phone, digits(phone).slice(2)],
    ),
    contact.whatsappNumber,
    contact.email,
    contact.supportEmail,
    grievanceOfficer.name,
    grievanceOfficer.email,
    ...site.doctors.flatMap((doctor) => [
      doctor.name,
      doctor.shortName,
      doctor.slug,
      formalName(doctor),
      doctor.email,
      doctor.title,
      doctor.qualifications,
      doctor.registration.council,
    ]),
    ...site.social.map((profile) => profile.url),
    ...[...team, ...visitingConsultants].map((member) => member.name),
    ...partners.map((partner) => partner.name),
    ...Object.values(blogComments)
      .flat()
      .flatMap((comment) => [comment.name, comment.text])
      .filter((value) => value.length > 5),
    ...hiddenByTheSwitches(site, testimonials),
  ];
}

/** What showTestimonials and showClaims off hide of a clinic: its testimonials and its statistics. */
export function hiddenByTheSwitches(config: SiteConfig, words: readonly Testimonial[]): string[] {
  return [
    ...words.flatMap((testimonial) => [testimonial.name, testimonial.text]),
    ...Object.values(config.statistics ?? {}).flatMap((statistic) => [
      statistic.label,
      // A figure with its unit ("125K+"); a bare percentage or number is everywhere in CSS and scripts.
      ...(/[a-z]/i.test(statistic.suffix) ? [`${statistic.to}${statistic.suffix}`] : []),
    ]),
  ];
}

/** Files of a build that are read as text; each one's precompressed copies are read decompressed. */
const TEXT_FILE = /\.(html|js|mjs|css|json|data|xml|txt|webmanifest|svg|vtt)$|\/_redirects$/;

/** An asset name's content hash ("doctor-275KanRb.js"): random letters, which once spelled a sample value. */
const ASSET_HASH = /-[\w-]{8}(?=\.(?:js|css)\b)/g;

/** Every text file of `buildDir` (its compressed copies decompressed), with its path from there. */
export function builtTexts(buildDir: string): Array<{ file: string; text: string }> {
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return files.flatMap((file) => {
    const relative = path.relative(buildDir, file);
    const original = file.replace(/\.(br|gz)$/, '');
    // The file's path names it too (an image named after a sample doctor).
    const named = { file: `${relative} (path)`, text: relative.replace(ASSET_HASH, '') };
    if (!TEXT_FILE.test(original)) return [named];
    const bytes = readFileSync(file);
    const text = file.endsWith('.br')
      ? brotliDecompressSync(bytes).toString('utf8')
      : file.endsWith('.gz')
        ? gunzipSync(bytes).toString('utf8')
        : bytes.toString('utf8');
    return [named, { file: relative, text: text.replace(ASSET_HASH, '') }];
  });
}

/** The text of every PDF of `buildDir`, as a reader gets it (pdf.js), with its path from there. */
export async function builtPdfTexts(buildDir: string): Promise<Array<{ file: string; text: string }>> {
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.pdf'));
  return Promise.all(
    files.map(async (file) => {
      const { pages } = await readPdf(readFileSync(path.join(buildDir, file)));
      return { file: `${file} (text)`, text: pages.map((page) => page.text).join('\n') };
    }),
  );
}

/** Each (file, value) where a value is found, case and spacing ignored. */
export function findValues(texts: Array<{ file: string; text: string }>, values: readonly string[]): string[] {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
  const wanted = [...new Set(values.map(squash))];
  return texts.flatMap(({ file, text }) => {
    const haystack = squash(text);
    return wanted.filter((value) => haystack.includes(value)).map((value) => `${file}: ${value}`);
  });
}
