import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeVariants } from '../../content/home';
import { site } from '../../content/site';
import { builtPages } from '../site-checks/built-site';

/** JSON-LD in the prerendered pages (docs/design.md, 'Where we build the working version'). */
function records(page: string): Array<Record<string, unknown>> {
  const html = readFileSync(path.join('build/client', page, 'index.html'), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const types = (page: string) => records(page).map((record) => record['@type']);

describe('structured data', () => {
  builtPages(); // fails clearly without a build

  it('MedicalClinic on every home layout and contact, with address, phone, hours and specialties', () => {
    for (const page of [...Object.keys(homeVariants), '/contact']) expect(types(page)).toContain('MedicalClinic');
    const clinic = records('/').find((record) => record['@type'] === 'MedicalClinic')!;
    expect(clinic).toMatchObject({ name: site.practiceName, telephone: site.contact.phone, foundingDate: '2007' });
    // One specification per session, its days together (content/site.ts: Monday to Friday, 09:00 to 16:00).
    expect(clinic.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '16:00',
      },
    ]);
    expect((clinic.availableService as unknown[]).length).toBe(12);
  });

  it("Physician carries the doctor's medical council registration (identifier and credential)", () => {
    for (const doctor of site.doctors) {
      const physician = records(`/${doctor.slug}`).find((record) => record['@type'] === 'Physician')!;
      expect(physician).toMatchObject({
        name: doctor.name,
        identifier: {
          '@type': 'PropertyValue',
          propertyID: doctor.registration.council,
          value: doctor.registration.number,
        },
        hasCredential: {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'Medical registration',
          identifier: doctor.registration.number,
          recognizedBy: { '@type': 'Organization', name: doctor.registration.council },
        },
      });
    }
  });

  it('Physician on each doctor page, BlogPosting on posts, BreadcrumbList on inner pages', () => {
    for (const doctor of site.doctors)
      expect(types(`/${doctor.slug}`)).toEqual(expect.arrayContaining(['Physician', 'BreadcrumbList']));
    expect(types('/blog/living-well-with-type-2-diabetes')).toEqual(
      expect.arrayContaining(['BlogPosting', 'BreadcrumbList']),
    );
    expect(types('/about')).toEqual(['BreadcrumbList']);
    for (const page of Object.keys(homeVariants)) expect(types(page)).not.toContain('BreadcrumbList');
  });
});
