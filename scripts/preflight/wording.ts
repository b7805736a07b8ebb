import { formalName } from '../../content/facts';
import { aboutHealthCare, templateWording } from './template-wording';
import type { Finding, PreflightContent } from './types';

const blocker = (file: string, field: string, why: string): Finding => ({ level: 'blocker', file, field, why });
const warning = (file: string, field: string, why: string): Finding => ({ level: 'warning', file, field, why });

/** Every string inside a value, with its path ("hero.pill"). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

/** Template wording on the home page as this build draws it (the showcase sections only while they are drawn). */
function templateText(content: PreflightContent): Finding[] {
  const { homeText } = content;
  const findings: Finding[] = [];
  for (const [path, text] of strings(homeText.shown, '')) {
    for (const phrase of templateWording)
      if (text.includes(phrase.text))
        findings.push(
          blocker(
            homeText.file,
            path,
            `"${phrase.text}" is template wording (${phrase.why}). Put in the clinic's own words.`,
          ),
        );
    if (aboutHealthCare.test(text) && (text.includes('{name}') || !text.includes(content.site.shortName)))
      findings.push(
        blocker(
          homeText.file,
          path,
          `"${text}" is the template's heading, with a doctor's given name where the clinic's belongs.`,
        ),
      );
  }
  if (homeText.specialtiesBand)
    findings.push(
      blocker(
        homeText.file,
        'bands.specialties',
        `the specialties band (${homeText.specialtiesBand.join(', ')}) is the template's: show only specialists the clinic works with.`,
      ),
    );
  return findings;
}

/** TypeScript comments are no page's words: "// ..." lines and block comments go before a file is read. */
const withoutComments = (file: string, text: string) =>
  file.endsWith('.ts') ? text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '') : text;

/** "Dr. Ananya Rao", "Dr. Rao", "Dr Menon": a doctor's name as prose writes it. */
const doctorName = /\bDr\.? [A-Z][a-z]+(?: [A-Z][a-z]+)?/g;
/** 09:00, 9:30, 4 pm, 10 a.m. */
const timeOfDay = /\b\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?=\W|$)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b/gi;

/** Stray doctors' names and hand-written times of day in the content files. */
function proseFacts(content: PreflightContent): Finding[] {
  const people = [...content.site.doctors, ...content.team, ...content.visitingConsultants];
  const known = new Set(
    people.flatMap((person) => [
      person.name,
      formalName({ name: person.name, shortName: person.name.split(' ')[1] ?? '' }),
    ]),
  );
  for (const doctor of content.site.doctors) known.add(formalName(doctor));
  const findings: Finding[] = [];
  for (const { file, text } of content.files) {
    const prose = withoutComments(file, text);
    const strangers = [...new Set(prose.match(doctorName) ?? [])].filter(
      (name) => !known.has(name) && !known.has(name.replace('Dr ', 'Dr. ')),
    );
    for (const name of strangers)
      findings.push(
        blocker(
          file,
          name,
          `"${name}" is no doctor of content/site.ts or content/team.ts: name the clinic's doctors with {{doctor.<key>.name}} (content/facts.ts), or remove the name.`,
        ),
      );
    if (file === 'content/site.ts') continue;
    for (const time of new Set(prose.match(timeOfDay) ?? []))
      findings.push(
        warning(
          file,
          time,
          `a time of day written by hand: if it is the clinic's hours, write {{clinic.hours}} (content/facts.ts) so it changes with content/site.ts.`,
        ),
      );
  }
  return findings;
}

/** The specification's showcase pages and sections are still drawn. */
function showcaseSwitch(content: PreflightContent): Finding[] {
  if (!content.site.features.showcase) return [];
  return [
    warning(
      'content/site.ts',
      'features.showcase',
      'is on: the specification’s showcase pages (Home Two and Three, projects, the detail and blog layout demos) and sections (skill bars, partner logos, projects) are drawn. Turn it off for a clinic’s launch: each showcase page then answers 301 to its real page.',
    ),
  ];
}

/**
 * What the pages say that is not the clinic's: template wording, other doctors' names, hours written by hand, the
 * showcase.
 */
export function wordingChecks(content: PreflightContent): Finding[] {
  return [...templateText(content), ...proseFacts(content), ...showcaseSwitch(content)];
}
