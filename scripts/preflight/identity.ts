import { clinicState } from './places';
import { isDummyPhone, shippedSamples } from './shipped-samples';
import { templateSidePanelServices, templateSuperlatives } from './template-wording';
import type { DrawnText, Finding, PreflightContent } from './types';

/** One value of the sample clinic, how to find it in a string, and what to do about it. */
interface SampleValue {
  value: string;
  what: string;
  todo: string;
  /** Where in a string it is, or -1. */
  find(text: string): number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole word or phrase in any script: not part of a longer word ("Bengaluru" is not in "Bengalurean"). */
const wholeWords = (phrase: string, flags = 'u') => {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, flags);
  return (text: string) => text.search(pattern);
};

const digitsOf = (phone: string) => phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');

/** A phone number in a string: a run of digits, spaces and hyphens at least eight digits long. */
const phoneRun = /\+?\d[\d\s-]{6,}\d/g;

/** "Dr. Rao", "Dr Menon": a sample person's title and surname, as prose writes it. */
function formalForms(name: string): string[] {
  const words = name.split(/\s+/);
  if (words.length < 3) return [];
  const title = words[0]!.replace(/\.$/, '');
  return [`${title}. ${words.at(-1)}`, `${title} ${words.at(-1)}`];
}

/**
 * The sample's values this clinic has not made its own. A city, locality, postcode, founding year or qualification
 * can be a real clinic's too: it is the sample's only while the clinic's name is the sample's, or, for a qualification,
 * while none of the clinic's own doctors holds it.
 */
function sampleValues(content: PreflightContent): SampleValue[] {
  const { site } = content;
  const rebranded = site.practiceName !== shippedSamples.practiceName;
  const samplePeople = new Set<string>(shippedSamples.people);
  const ownPeople = [...site.doctors, ...content.team, ...content.visitingConsultants]
    .map((person) => (typeof person?.name === 'string' ? person.name.trim() : ''))
    .filter((name) => name && !samplePeople.has(name));
  const ownFormal = new Set(ownPeople.flatMap(formalForms));
  const ownQualifications = new Set(
    site.doctors.filter((doctor) => !samplePeople.has(doctor.name)).map((doctor) => doctor.qualifications),
  );
  const address = site.contact?.address;
  const own = (value: string | number, mine: unknown) => rebranded && String(mine) === String(value);
  const values: SampleValue[] = [];
  const add = (value: string, what: string, todo: string, find = wholeWords(value)) =>
    values.push({ value, what, todo, find });
  add(shippedSamples.practiceName, 'the sample clinic’s name', 'write your clinic’s name, or {{clinic.name}}');
  // A real "Sanjeevani Hospital" may share the short name: it is the sample's only in another clinic's content.
  if (![site.practiceName, site.shortName].some((mine) => rebranded && wholeWords(shippedSamples.shortName)(mine) >= 0))
    add(shippedSamples.shortName, 'the sample clinic’s short name', 'write your clinic’s, or {{clinic.shortName}}');
  add(shippedSamples.street, 'the sample clinic’s street address', 'write your clinic’s address');
  if (!own(shippedSamples.city, address?.city) && !own(shippedSamples.city, site.city))
    for (const city of [shippedSamples.city, ...shippedSamples.cityAliases])
      add(city, 'the sample clinic’s city', 'write your clinic’s city, or {{clinic.city}}, or remove it');
  // The state is the sample's unless the clinic is there: by its PIN code first, as an address copied from the
  // sample keeps its state by mistake (scripts/preflight/places.ts).
  if (!(rebranded && clinicState(content) === shippedSamples.state))
    add(shippedSamples.state, 'the sample clinic’s state', 'write your clinic’s state, or remove it');
  if (!own(shippedSamples.locality, address?.locality))
    add(shippedSamples.locality, 'the sample clinic’s locality', 'write your clinic’s locality, or remove it');
  if (!own(shippedSamples.postalCode, address?.postalCode))
    add(shippedSamples.postalCode, 'the sample clinic’s postcode', 'write your clinic’s postcode');
  if (!own(shippedSamples.foundingYear, site.foundingYear)) {
    const since = `Since ${shippedSamples.foundingYear}`;
    add(since, 'the sample clinic’s founding year', 'write your clinic’s year, or {foundingYear}', (text) =>
      text.search(new RegExp(`\\bsince\\W{0,3}${shippedSamples.foundingYear}\\b`, 'i')),
    );
  }
  // A given name alone ("Ananya will call you back") is the sample's unless one of the clinic's own people has it.
  const ownWords = new Set(ownPeople.flatMap((name) => name.split(/\s+/)));
  for (const given of shippedSamples.doctorGivenNames.filter((name) => !ownWords.has(name)))
    add(given, 'a sample doctor’s given name', 'name only the clinic’s own doctors, or {{doctor.<key>.shortName}}');
  for (const written of shippedSamples.inIndianScripts)
    add(written, 'the sample clinic’s name, place or doctor in an Indian script', 'write your clinic’s own');
  for (const person of shippedSamples.people) {
    add(person, 'a fictional person of the sample content', 'name only the people who work at the clinic');
    for (const formal of formalForms(person).filter((form) => !ownFormal.has(form)))
      add(formal, `the sample’s ${person}`, 'name only the clinic’s own doctors and staff');
  }
  for (const qualification of shippedSamples.qualifications.filter((value) => !ownQualifications.has(value)))
    add(
      qualification,
      'a sample doctor’s qualification, which none of your doctors holds',
      'write the doctor’s own qualification, or {{doctor.<key>.qualifications}}',
      (text) => text.indexOf(qualification),
    );
  for (const phrase of templateSuperlatives)
    add(
      phrase,
      'the template’s superlative',
      'a clinic may not call itself the best (Indian Medical Council regulations, 6.1.1): write plain words',
      wholeWords(phrase, 'iu'),
    );
  return values;
}

/** The sample's phone numbers in a string: its listed numbers and the 98765 4321x family. */
function samplePhones(text: string): string[] {
  const listed = new Set(shippedSamples.phones.map(digitsOf));
  return (text.match(phoneRun) ?? [])
    .map((run) => run.trim())
    .filter((run) => run.replace(/\D/g, '').length >= 8 && (isDummyPhone(run) || listed.has(digitsOf(run))));
}

/** The sample values in one string: one inside a longer one found there ("Sanjeevani" in the name) is named once. */
function valuesIn({ text }: DrawnText, values: SampleValue[]): Array<{ value: string; what: string; todo: string }> {
  const found = values.filter((sample) => sample.find(text) >= 0);
  const phones = samplePhones(text).map((value) => ({
    value,
    what: 'a number of the sample content: patients would ring a stranger',
    todo: 'write the clinic’s number, or {{clinic.phone}}',
  }));
  return [
    ...found.filter((sample) => !found.some((other) => other !== sample && other.value.includes(sample.value))),
    ...phones,
  ];
}

/**
 * Every value of the sample clinic's identity in every string the build draws from content/: its name, city, locality,
 * postcode, founding year, street, phone numbers, people, doctors' qualifications and the template's superlatives.
 * Each is named with its file, its field and what to put instead.
 */
export function identityFindings(content: PreflightContent): Finding[] {
  const values = sampleValues(content);
  const findings: Finding[] = [];
  for (const drawn of content.drawn)
    for (const { value, what, todo } of valuesIn(drawn, values))
      findings.push({ level: 'blocker', file: drawn.file, field: drawn.field, why: `"${value}" is ${what}: ${todo}.` });
  return findings;
}

/** Side-panel services of the template that lead to none of the clinic's service pages: services it does not offer. */
export function sidePanelFindings(content: PreflightContent): Finding[] {
  const template = new Set<string>(templateSidePanelServices);
  return content.sidePanel.entries.flatMap((entry, index) =>
    template.has(entry.label) && !(entry.path && content.sidePanel.servicePaths.includes(entry.path))
      ? [
          {
            level: 'blocker' as const,
            file: 'content/navigation.ts',
            field: `navigation.sidePanelServices.general[${index}]`,
            why: `"${entry.label}" is the template’s side-panel service, and no service page of the clinic is its link: list only the services the clinic offers, each linking to its page (content/services/).`,
          },
        ]
      : [],
  );
}
