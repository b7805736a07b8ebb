import { parseCalendarDate } from '../../common/booking-dates';
import { normaliseReference } from '../storage/short-reference';
import { nameKey, phoneKey } from '../storage/search-keys';

/**
 * What a receptionist typed in the search box, read in every way it can mean: a reference (six characters, any case,
 * spaces or dashes), a phone number (its digits, whatever the form), a name (of the requester or the person booked
 * for, or a doctor), an e-mail address, a date. Each is null when the words cannot be one. Why: decision 0039,
 * docs/decisions/0039-desk-lookup-inbox-corrections.md.
 */
export interface Lookup {
  ref: string | null;
  /** The phone key (server/storage/search-keys.ts) of a number or part of one: at least 4 digits. */
  phone: string | null;
  /** The name key of the words, when they hold a letter. */
  name: string | null;
  email: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "2026-12-07", "7/12/2026", "07-12-2026", "7.12.2026" (day first, as in India), "7 Dec 2026", "7 December 2026". */
export function searchDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const written = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(text);
  let parts: [string, number, number] | null = null;
  if (iso) parts = [iso[1]!, Number(iso[2]), Number(iso[3])];
  else if (dayFirst) parts = [dayFirst[3]!, Number(dayFirst[2]), Number(dayFirst[1])];
  else if (written) {
    const month = MONTHS.findIndex((name) => written[2]!.toLowerCase().startsWith(name)) + 1;
    if (month > 0) parts = [written[3]!, month, Number(written[1])];
  }
  if (!parts) return null;
  const date = `${parts[0]}-${String(parts[1]).padStart(2, '0')}-${String(parts[2]).padStart(2, '0')}`;
  return parseCalendarDate(date) === null ? null : date;
}

export function readLookup(typed: string): Lookup | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const phoneLike = /^[\d\s+\-().]+$/.test(text) && text.replace(/\D/g, '').length >= 4;
  const hasLetter = /\p{L}/u.test(text);
  return {
    ref: normaliseReference(text),
    phone: phoneLike ? phoneKey(text) : null,
    name: hasLetter ? nameKey(text) : null,
    email: text.includes('@') ? text.toLowerCase() : null,
    date: searchDate(text),
  };
}
