import type Database from 'better-sqlite3';
import { todayInKolkata } from '../../app/lib/booking-dates';

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

/** Returns a function that counts one acknowledgment to `to` on the day of `createdAt` (ISO), or says why it must not be sent. */
export function acknowledgmentCounter(db: Database.Database, dailyLimit: number): (to: string, createdAt: string) => AcknowledgmentVerdict {
  const forget = db.prepare('DELETE FROM acknowledgments_sent WHERE day < ?');
  const countedToday = db.prepare('SELECT sent FROM acknowledgments_sent WHERE day = ? AND address = ?').pluck();
  const count = db.prepare(
    `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 1)
     ON CONFLICT (day, address) DO UPDATE SET sent = sent + 1 WHERE sent < ?
     RETURNING sent`,
  );
  const markTold = db.prepare(`INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, '${CLINIC_TOLD}', 1) ON CONFLICT DO NOTHING`);
  return (to, createdAt) => {
    const day = todayInKolkata(new Date(createdAt));
    forget.run(day);
    if (((countedToday.get(day, ALL_ADDRESSES) as number | undefined) ?? 0) >= dailyLimit) {
      return markTold.run(day).changes === 1 ? 'ceiling reached, tell the clinic' : 'ceiling reached';
    }
    if (count.get(day, normalisedAddress(to), ACKNOWLEDGMENTS_PER_ADDRESS) === undefined) return 'address capped';
    count.get(day, ALL_ADDRESSES, Number.MAX_SAFE_INTEGER);
    return 'send';
  };
}
