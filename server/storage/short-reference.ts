import { randomInt } from 'node:crypto';

/**
 * The short reference a patient reads on the phone and the front desk searches by: 6 characters
 * from an alphabet without look-alikes (no 0/O, 1/I/L), about 887 million values. Unique per
 * table by a UNIQUE index; a clash (one in millions at a clinic's volume) is retried by the caller.
 */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;

export function newShortReference(): string {
  let ref = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) ref += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return ref;
}

/** What a person typed, read as a reference (spaces and case forgiven), or null. */
export function normaliseReference(input: string): string | null {
  const ref = input.replace(/[\s-]/g, '').toUpperCase();
  return new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`).test(ref) ? ref : null;
}

/** True for SQLite's (and PostgreSQL's) refusal of a duplicate reference. */
export function isReferenceClash(error: unknown): boolean {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message}` : '';
  return /UNIQUE|23505/.test(text) && /ref/.test(text);
}
