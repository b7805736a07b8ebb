import { describe, expect, it } from 'vitest';
import { doctorsOf, formalName, openDaysText, openingHoursText, resolveFacts } from '../../content/facts';
import { parseMarkdownFile } from '../../content/index/markdown-file';
import { serviceFrontmatterSchema } from '../../content/schema/service';
import { site } from '../../content/site';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const saturdayOpen = [
  ...weekdays.map((day) => ({ day, opens: '08:30', closes: '17:30' })),
  { day: 'saturday' as const, opens: '09:00', closes: '13:00' },
  { day: 'sunday' as const },
];

describe('the clinic’s facts, written once in content/site.ts', () => {
  it('says the opening hours from the hours themselves, Saturday and all', () => {
    expect(openingHoursText()).toBe('open Monday to Friday, from 09:00 to 16:00, and closed on Saturday and Sunday');
    expect(openingHoursText(saturdayOpen)).toBe(
      'open Monday to Friday, from 08:30 to 17:30, and Saturday, from 09:00 to 13:00, and closed on Sunday',
    );
    expect(openDaysText()).toBe('Monday to Friday');
    expect(openDaysText(saturdayOpen)).toBe('Monday to Saturday');
  });

  it('names a doctor by key, as the name is now, and fails naming the file on an unknown placeholder', () => {
    const renamed = {
      ...site,
      doctors: site.doctors.map((doctor, index) =>
        index === 1 ? { ...doctor, name: 'Dr. Farhan Siddiqui', shortName: 'Farhan' } : doctor,
      ),
    };
    expect(
      resolveFacts('Ask {{doctor.pharmacologist.name}} ({{ doctor.pharmacologist.formal }}).', 'x.md', renamed),
    ).toBe('Ask Dr. Farhan Siddiqui (Dr. Siddiqui).');
    // A three-word name whose given name is two words: the family name alone, as a patient says it.
    expect(formalName({ name: 'Dr. Ravi Teja Kondapalli', shortName: 'Ravi Teja' })).toBe('Dr. Kondapalli');
    expect(formalName({ name: 'Dr. Leela Nair', shortName: 'Leela' })).toBe('Dr. Nair');
    expect(() => resolveFacts('Call {{clinic.fax}}', 'content/blog/a.md')).toThrow(
      /Unknown placeholder \{\{clinic\.fax\}\} in content\/blog\/a\.md/,
    );
    expect(() => resolveFacts('{{doctor.surgeon.name}}', 'content/faqs.ts')).toThrow(/content\/faqs\.ts/);
  });

  it('resolves a Markdown file’s frontmatter and body at build, and refuses an unknown placeholder naming the file', () => {
    const file = `${process.cwd()}/content/services/example.md`;
    const source = (body: string) =>
      `---\nslug: "Example"\ntitle: "Example care"\nlabel: "Example care"\norder: 1\nsubtitle: "With {{doctor.physician.formal}}"\nsummary: "A service page used by this test only, long enough to pass the summary length of forty."\nicon: "activity"\nimage: "a.svg"\nimageAlt: "An image"\nwhenToSeeDoctor: ["Whenever you feel unwell"]\n---\n${body}\n`;
    const entry = parseMarkdownFile(file, serviceFrontmatterSchema, source('We are {{clinic.hours}}.'));
    expect(entry.frontmatter.subtitle).toBe('With Dr. Rao');
    expect(entry.markdown).toContain('We are open Monday to Friday, from 09:00 to 16:00');
    expect(() => parseMarkdownFile(file, serviceFrontmatterSchema, source('{{clinic.hour}}'))).toThrow(
      /content\/services\/example\.md/,
    );
  });

  it('knows which doctors treat a service from the doctors’ own lists', () => {
    expect(doctorsOf('Diabetes').map((doctor) => doctor.key)).toEqual(['physician']);
    expect(doctorsOf('Poisoning').map((doctor) => doctor.key)).toEqual(['pharmacologist']);
    expect(doctorsOf('Dental Fixing')).toEqual([]);
  });
});

describe('the build’s check of who treats what', () => {
  it('passes on the content, and names a doctor’s unknown service and a service no doctor treats', async () => {
    const { serviceDoctorProblems } = await import('../../tooling/validate-content');
    expect(serviceDoctorProblems()).toEqual([]);
    const [first, second] = site.doctors;
    const problems = serviceDoctorProblems(undefined, [
      { ...first!, services: [...first!.services, 'Dental Fixing'] },
      { ...second!, services: ['Poisoning'] },
    ]);
    expect(problems).toContain(
      'content/site.ts: doctors.0.services: "Dental Fixing" is no service\'s label in content/services/ (Diagnostic Tests, Treatment plans, Preventive care, Diabetes, Hypertension, Infectious Diseases, Geriatric Disorders, Chronic Medical Illnesses, Cardiovascular Emergencies, Cardiovascular Accidents, Poisoning, Endocrinal Disorders)',
    );
    expect(problems).toContain(
      'content/services/: "Infectious Diseases" is in no doctor\'s services (content/site.ts): its page would name no doctor',
    );
  });
});
