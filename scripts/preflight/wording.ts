import { strings } from './drawn-content';
import { aboutHealthCare, templateWording } from './template-wording';
import type { Finding, PreflightContent } from './types';

const blocker = (file: string, field: string, why: string): Finding => ({ level: 'blocker', file, field, why });
const warning = (file: string, field: string, why: string): Finding => ({ level: 'warning', file, field, why });

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

/** 09:00, 9:30, 4 pm, 10 a.m. */
const timeOfDay = /\b\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?=\W|$)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b/gi;

/** "Mon–Sat", "Monday - Friday", "Monday to Saturday": the days of an hours line (one that holds a time of day). */
const dayRange =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.? ?(?:-|–|—|to) ?(?:mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\b/gi;

/**
 * Hand-written times of day and runs of days in the content files (a name is the identity check's:
 * scripts/preflight/identity.ts): an hours line written by hand stays when content/site.ts's week changes.
 */
function handWrittenTimes(content: PreflightContent): Finding[] {
  const findings: Finding[] = [];
  for (const { file, text } of content.files) {
    if (file === 'content/site.ts') continue;
    const lines = withoutComments(file, text)
      .split('\n')
      .filter((line) => (line.match(timeOfDay) ?? []).length > 0);
    for (const days of new Set(lines.flatMap((line) => line.match(dayRange) ?? [])))
      findings.push(
        warning(
          file,
          days,
          `days of an hours line written by hand: write {{clinic.hours}} or {{clinic.openDays}} (content/facts.ts) so they change with content/site.ts's week.`,
        ),
      );
    for (const time of new Set(withoutComments(file, text).match(timeOfDay) ?? []))
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
 * What the pages say that is not the clinic's: template wording, hours written by hand, the showcase.
 */
export function wordingChecks(content: PreflightContent): Finding[] {
  return [...templateText(content), ...handWrittenTimes(content), ...showcaseSwitch(content)];
}
