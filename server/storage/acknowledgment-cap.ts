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
 * so concurrent posts cannot overshoot; the days before are forgotten at a day's first acknowledgment.
 */

export const ACKNOWLEDGMENTS_PER_ADDRESS = 3;
export const DEFAULT_ACKNOWLEDGMENT_DAILY_LIMIT = 200;

/** Rows of acknowledgments_sent that are not addresses (no address lacks an @). */
const ALL_ADDRESSES = '*';
const CLINIC_TOLD = '!clinic-told';

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
  // The day's total and whether the clinic was told, read without a lock: enough to see the ceiling, which only rises.
  today: `SELECT address, sent FROM acknowledgments_sent WHERE day = ? AND address IN ('${ALL_ADDRESSES}', '${CLINIC_TOLD}')`,
  // One more for the address and one for the day's total, each below its cap, in one statement; a row is then held
  // until the transaction ends, so concurrent posts take turns on it and cannot overshoot (the address's row first,
  // then the total's, in every post). A row missing from what it returns: that cap was reached.
  count: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 1), (?, '${ALL_ADDRESSES}', 1)
     ON CONFLICT (day, address) DO UPDATE SET sent = acknowledgments_sent.sent + 1
       WHERE acknowledgments_sent.sent <
         CASE WHEN excluded.address = '${ALL_ADDRESSES}' THEN CAST(? AS INTEGER) ELSE CAST(? AS INTEGER) END
     RETURNING address, sent`,
  uncount: 'UPDATE acknowledgments_sent SET sent = sent - 1 WHERE day = ? AND address = ?',
  markTold: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, '${CLINIC_TOLD}', 1) ON CONFLICT DO NOTHING`,
};

/** The day's total and whether the clinic was told of the ceiling, read without a lock (the ceiling only rises). */
export interface DayCount {
  day: string;
  total: number;
  told: boolean;
}

export async function dayCount(sql: Sql, createdAt: string): Promise<DayCount> {
  const day = todayInKolkata(new Date(createdAt));
  const rows = await sql.all<{ address: string; sent: number }>(SQL.today, [day]);
  return {
    day,
    total: Number(rows.find((row) => row.address === ALL_ADDRESSES)?.sent ?? 0),
    told: rows.some((row) => row.address === CLINIC_TOLD),
  };
}

/** The ceiling is reached: the clinic is told by the first request that finds it so. */
export async function ceilingReached(sql: Sql, { day, told }: DayCount): Promise<AcknowledgmentVerdict> {
  return !told && (await sql.run(SQL.markTold, [day])) === 1 ? 'ceiling reached, tell the clinic' : 'ceiling reached';
}

/**
 * Counts one acknowledgment to `to`, in the request's transaction, once dayCount found the day's total below
 * `dailyLimit`. The address and the total are counted in one statement; a count whose other half was refused is given
 * back. The total, the one row every post shares, is held from here to the commit.
 */
export async function countAcknowledgment(
  sql: Sql,
  to: string,
  today: DayCount,
  dailyLimit: number,
): Promise<AcknowledgmentVerdict> {
  const { day } = today;
  const address = normalisedAddress(to);
  const counted = await sql.all<{ address: string; sent: number }>(SQL.count, [
    day,
    address,
    day,
    dailyLimit,
    ACKNOWLEDGMENTS_PER_ADDRESS,
  ]);
  const byAddress = counted.find((row) => row.address === address);
  const total = counted.find((row) => row.address === ALL_ADDRESSES);
  if (!total) {
    // Other posts reached the ceiling since dayCount read it.
    if (byAddress) await sql.run(SQL.uncount, [day, address]);
    return ceilingReached(sql, today);
  }
  if (!byAddress) {
    await sql.run(SQL.uncount, [day, ALL_ADDRESSES]);
    return 'address capped';
  }
  // The day's first acknowledgment: the counts of the days before are forgotten.
  if (Number(total.sent) === 1) await sql.run(SQL.forget, [day]);
  return 'send';
}
