import type { Sql } from './sql/database';
import type { NewMail } from './types';
import { todayInKolkata } from '../../common/booking-dates';

/**
 * The cap on patient acknowledgments: anyone can type any address into a form, so without a cap the
 * forms could flood a stranger's inbox from the clinic's domain, or get the clinic's sender blocked.
 * Per India calendar day: at most ACKNOWLEDGMENTS_PER_ADDRESS to one mailbox, counted on its
 * normalised address (case, a `+tag`, and the dots a provider ignores: `x+1@` to `x+20@` are one
 * inbox), and at most `dailyLimit` to everyone together (ACKNOWLEDGMENT_DAILY_LIMIT); the first
 * request over that ceiling also queues one notice to the clinic. The clinic's notification is
 * always queued. Counted in the request's own transaction (table acknowledgments_sent, migration 3),
 * so concurrent posts cannot overshoot; only the current day's counts are kept.
 */

export const ACKNOWLEDGMENTS_PER_ADDRESS = 3;
export const DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT = 200;

/** Rows of acknowledgments_sent that are not addresses (no address lacks an @). */
const ALL_ADDRESSES = '*';
const CLINIC_TOLD = '!clinic-told';
/**
 * The count of all addresses together has no cap of its own (the daily limit is checked before); the largest INTEGER
 * both backends take.
 */
const NO_CAP = 2_147_483_647;

/** The daily ceiling on all acknowledgments together, and the clinic's notice when it is reached. */
export interface AcknowledgmentSettings {
  dailyLimit: number;
  ceilingNotice?: () => NewMail;
}

/** Providers that deliver `a.b@` to `ab@`, and the domain their aliases share. */
const DOTS_IGNORED = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/** One spelling per mailbox: lower case, no `+tag`, no dots where the provider ignores them. */
export function normalisedAddress(address: string): string {
  const lower = address.trim().normalize('NFC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).split('+')[0] || lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const shared = DOTS_IGNORED.get(domain);
  if (shared) {
    local = local.replaceAll('.', '');
    domain = shared;
  }
  return `${local}@${domain}`;
}

/** `send`, or why not; `ceiling reached, tell the clinic` is answered once a day. */
export type AcknowledgmentVerdict = 'send' | 'address capped' | 'ceiling reached' | 'ceiling reached, tell the clinic';

const SQL = {
  forget: 'DELETE FROM acknowledgments_sent WHERE day < ?',
  // Reads the day's total through an upsert that changes nothing: it holds the total's row until
  // the transaction ends, so concurrent posts on PostgreSQL take turns and cannot overshoot.
  countedToday: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 0)
     ON CONFLICT (day, address) DO UPDATE SET sent = acknowledgments_sent.sent RETURNING sent`,
  count: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 1)
     ON CONFLICT (day, address) DO UPDATE SET sent = acknowledgments_sent.sent + 1 WHERE acknowledgments_sent.sent < ?
     RETURNING sent`,
  markTold: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, '${CLINIC_TOLD}', 1) ON CONFLICT DO NOTHING`,
};

/**
 * Counts one acknowledgment to `to` on the day of `createdAt` (ISO), in the request's transaction: each statement
 * holds its row until the transaction ends, so concurrent posts take turns and cannot overshoot.
 */
export async function countAcknowledgment(
  sql: Sql,
  to: string,
  createdAt: string,
  dailyLimit: number,
): Promise<AcknowledgmentVerdict> {
  const day = todayInKolkata(new Date(createdAt));
  await sql.run(SQL.forget, [day]);
  const today = await sql.get<{ sent: number }>(SQL.countedToday, [day, ALL_ADDRESSES]);
  if (Number(today?.sent ?? 0) >= dailyLimit) {
    const told = await sql.run(SQL.markTold, [day]);
    return told === 1 ? 'ceiling reached, tell the clinic' : 'ceiling reached';
  }
  const counted = await sql.get(SQL.count, [day, normalisedAddress(to), ACKNOWLEDGMENTS_PER_ADDRESS]);
  if (!counted) return 'address capped';
  await sql.run(SQL.count, [day, ALL_ADDRESSES, NO_CAP]);
  return 'send';
}
