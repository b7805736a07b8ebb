import type { Doctor, SiteConfig, Weekday } from './schema/site';
import { site } from './site';
import { openHoursRuns, weeksText } from './opening-hours';

/**
 * The clinic's facts (names, hours, numbers) are written once, in content/site.ts. Prose elsewhere names
 * them with a placeholder, resolved when the content is read: Markdown files at build
 * (content/index/markdown-file.ts), TypeScript content when its module loads. An unknown placeholder throws,
 * naming the file, so a typo fails the build instead of reaching a page.
 *
 *   {{clinic.name}} {{clinic.shortName}} {{clinic.phone}} {{clinic.email}} {{clinic.city}} {{clinic.foundingYear}}
 *   {{clinic.hours}}        "open Monday to Saturday, from 09:00 to 13:00 and from 17:00 to 20:00, and closed on
 *                           Sunday"
 *   {{clinic.openDays}}     "Monday to Friday" (the open days, whatever their hours)
 *   {{doctor.KEY.name}}     "Dr. Vikram Menon"   ({{doctor.KEY.formal}} "Dr. Menon", .shortName, .title,
 *   .qualifications)
 */

/** The words the hours sentence is made of. */
export const factWords = {
  open: 'open {runs}',
  run: '{days}, {sessions}',
  session: 'from {opens} to {closes}',
  /** A session that does not run every week: "from 10:00 to 13:00 (1st and 3rd of the month)". */
  sessionWeeks: '{session} ({weeks})',
  sessionJoin: ' and ',
  dayRange: '{first} to {last}',
  runJoin: ', and ',
  closed: ', and closed on {days}',
  dayJoin: ', ',
  lastDayJoin: ' and ',
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
} as const;

const put = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);

function listOf(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(factWords.dayJoin)}${factWords.lastDayJoin}${items.at(-1)}`;
}

/** The opening hours as a sentence fragment, runs of days with the same hours together. */
export function openingHoursText(hours: SiteConfig['openingHours'] = site.openingHours): string {
  const runs = openHoursRuns(hours);
  const day = (name: Weekday) => factWords.days[name];
  const session = ({ from, until, weeks }: (typeof runs)[number]['sessions'][number]) => {
    const text = put(factWords.session, { opens: from, closes: until });
    return weeks ? put(factWords.sessionWeeks, { session: text, weeks: weeksText(weeks) }) : text;
  };
  const open = runs
    .filter((run) => run.sessions.length > 0)
    .map(({ first, last, sessions }) =>
      put(factWords.run, {
        days: first === last ? day(first) : put(factWords.dayRange, { first: day(first), last: day(last) }),
        sessions: sessions.map(session).join(factWords.sessionJoin),
      }),
    );
  const closed = runs.filter((run) => run.sessions.length === 0).flatMap((run) => run.days.map(day));
  return (
    put(factWords.open, { runs: open.join(factWords.runJoin) }) +
    (closed.length > 0 ? put(factWords.closed, { days: listOf(closed) }) : '')
  );
}

/** The days the clinic opens, consecutive ones as a range: "Monday to Friday", "Monday to Friday and Sunday". */
export function openDaysText(hours: SiteConfig['openingHours'] = site.openingHours): string {
  // Consecutive open days, whatever their sessions.
  const runs: Array<{ first: Weekday; last: Weekday }> = [];
  let previous: (typeof runs)[number] | undefined;
  for (const run of openHoursRuns(hours)) {
    if (run.sessions.length === 0) previous = undefined;
    else if (previous) previous.last = run.last;
    else runs.push((previous = { first: run.first, last: run.last }));
  }
  const day = (name: Weekday) => factWords.days[name];
  return listOf(
    runs.map(({ first, last }) =>
      first === last ? day(first) : put(factWords.dayRange, { first: day(first), last: day(last) }),
    ),
  );
}

/** "Dr. Menon": the name without the given name (shortName), as a patient says it. */
export function formalName(doctor: Pick<Doctor, 'name' | 'shortName'>): string {
  // The given name is matched as written: a name such as "Nursing (name to come)" holds no pattern.
  const given = doctor.shortName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const formal = doctor.name.replace(new RegExp(`\\s*\\b${given}\\b`), '').trim();
  return formal === doctor.name || formal.split(/\s+/).length < 2 ? doctor.name : formal;
}

function factValue(path: string, config: SiteConfig): string | undefined {
  const [scope, ...rest] = path.split('.');
  if (scope === 'clinic' && rest.length === 1) {
    const clinic: Record<string, string> = {
      name: config.practiceName,
      shortName: config.shortName,
      phone: config.contact.phone,
      email: config.contact.email,
      city: config.city,
      foundingYear: String(config.foundingYear),
      hours: openingHoursText(config.openingHours),
      openDays: openDaysText(config.openingHours),
    };
    return clinic[rest[0]!];
  }
  if (scope === 'doctor' && rest.length === 2) {
    const doctor = config.doctors.find((candidate) => candidate.key === rest[0]);
    if (!doctor) return undefined;
    const fields: Record<string, string> = {
      name: doctor.name,
      formal: formalName(doctor),
      shortName: doctor.shortName,
      title: doctor.title,
      qualifications: doctor.qualifications,
    };
    return fields[rest[1]!];
  }
  return undefined;
}

/** Replaces every {{placeholder}} of `text` with its fact; throws naming `source` at an unknown one. */
export function resolveFacts(text: string, source: string, config: SiteConfig = site): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, path: string) => {
    const value = factValue(path, config);
    if (value === undefined)
      throw new Error(
        `Unknown placeholder ${placeholder} in ${source}: use clinic.name|shortName|phone|email|city|foundingYear|hours|openDays or doctor.<key>.name|formal|shortName|title|qualifications`,
      );
    return value;
  });
}

/**
 * A placeholder as written in a content file (`{{clinic.city}}`, `{{doctor.physician.name}}`, or a misspelt
 * `{{city}}`), never a template's numbered slot (`{{1}}`, content/whatsapp.ts).
 */
export const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.-]*)\s*\}\}/g;

/** A value as it may stand inside any JavaScript string literal ('…', "…" or `…`) of a module's source. */
const inStringLiteral = (value: string) =>
  value.replace(/[\\'"`$]/g, (character) => `\\${character}`).replace(/\n/g, '\\n');

/**
 * A content module's source with every placeholder resolved (the content plugin's transform: each TypeScript content
 * file, whether or not it calls withFacts); an unknown placeholder throws naming `source`.
 */
export function resolveFactsInSource(code: string, source: string, config: SiteConfig = site): string {
  return code.replace(PLACEHOLDER, (placeholder) => inStringLiteral(resolveFacts(placeholder, source, config)));
}

/** Each placeholder of a content file's text that names no fact, as "file: {{name}}" (the content check). */
export function unknownPlaceholders(text: string, source: string, config: SiteConfig = site): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .filter((match) => factValue(match[1]!, config) === undefined)
    .map((match) => `${source}: ${match[0]} names no fact`);
}

/** Every string inside a content value with its placeholders resolved: for TypeScript content modules. */
export function withFacts<T>(value: T, source: string): T {
  if (typeof value === 'string') return resolveFacts(value, source) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withFacts(item, source)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item, source)])) as T;
  return value;
}

/** The doctors who treat a service (their `services` name its label), in the order of content/site.ts. */
export function doctorsOf(serviceLabel: string, doctors: readonly Doctor[] = site.doctors): Doctor[] {
  return doctors.filter((doctor) => doctor.services.includes(serviceLabel));
}
