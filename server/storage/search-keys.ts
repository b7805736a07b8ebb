/**
 * The forms in which the desk finds a request (docs/decisions/0039-desk-lookup-inbox-corrections.md), stored with each
 * appointment and message when it is written (and filled in for older rows at start), so a search is plain SQL with
 * the same text on SQLite and PostgreSQL:
 * - a name key: lower case, accents and other marks a letter was composed with taken off (é -> e, ñ -> n), in any
 *   script, the marks a script writes as letters of their own (Devanagari's vowel signs) kept; one space between words;
 * - a phone key: the national number's digits, whatever the form typed (+91, 0091, a leading 0, spaces, dashes).
 */

/** A letter with the marks it was composed with taken off; a character that is not so composed stays as it is. */
const bare = (char: string) => {
  const decomposed = char.normalize('NFKD');
  return decomposed === char ? char : decomposed.replace(/\p{M}/gu, '');
};

export function nameKey(name: string): string {
  return [...name.normalize('NFC')].map(bare).join('').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The name key of a request: the requester's and the booked-for person's, one per line (a search never spans both). */
export function requestNameKey(name: string, patientName: string | null | undefined): string {
  return [name, patientName ?? ''].map(nameKey).filter(Boolean).join('\n');
}

/** India's country code: a number written with it, or with the trunk 0, is the same national number. */
const COUNTRY = '91';

export function phoneKey(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '').replace(/^00/, '');
  if (digits.length === 10 + COUNTRY.length && digits.startsWith(COUNTRY)) digits = digits.slice(COUNTRY.length);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits || null;
}

/** The columns the keys are stored in: the desk's, left out of an export of what the patient gave. */
export const SEARCH_KEY_COLUMNS = ['name_key', 'phone_key'];

/** A new request's keys, from what its form stored. */
export function searchKeys(data: { name: string; patient_name?: string | null; phone?: string | null }) {
  return { name_key: requestNameKey(data.name, data.patient_name), phone_key: phoneKey(data.phone) };
}
