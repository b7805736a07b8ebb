import { together, type Sql } from './sql/database';
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

/**
 * Rows of acknowledgments_sent that are not addresses (no address lacks an @). The day's total is kept in
 * TOTAL_STRIPES rows, each with its share of the ceiling, so concurrent posts do not all queue for one row: a post
 * holds the stripe it counted on until its commit, and on PostgreSQL that row was the one every post waited for
 * (docs/decisions/0056-acknowledgment-total-in-stripes.md). The first stripe keeps the name the single total
 * had ('*').
 */
const TOTAL_STRIPES = 8;
const STRIPE_NAMES = Array.from({ length: TOTAL_STRIPES }, (_, i) => (i === 0 ? '*' : `*${i}`));
const CLINIC_TOLD = '!clinic-told';

/** The share of the daily ceiling stripe `index` counts: together exactly `dailyLimit`. */
function stripeShare(index: number, dailyLimit: number): number {
  return Math.floor(dailyLimit / TOTAL_STRIPES) + (index < dailyLimit % TOTAL_STRIPES ? 1 : 0);
}

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
  // The rows are named, not matched by a pattern: a LIKE read every address counted that day (a scan that grew with
  // each patient's e-mail).
  today: `SELECT address, sent FROM acknowledgments_sent
     WHERE day = ? AND address IN (${[...STRIPE_NAMES, CLINIC_TOLD].map((name) => `'${name}'`).join(', ')})`,
  // The day's stripes, made by its first acknowledgments (each waits for the one that made them, then adds nothing).
  stripes: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES ${STRIPE_NAMES.map(() => '(?, ?, 0)').join(', ')}
     ON CONFLICT (day, address) DO NOTHING`,
  // One more for the address, below its cap; the row is then held until the transaction ends, so concurrent posts
  // to one mailbox take turns on it. No row returned: the address's cap was reached.
  countAddress: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 1)
     ON CONFLICT (day, address) DO UPDATE SET sent = acknowledgments_sent.sent + 1
       WHERE acknowledgments_sent.sent < CAST(? AS INTEGER)
     RETURNING sent`,
  // One more on a stripe of the day's total, below its share; a plain UPDATE, which locks no row it does not change
  // (so trying the next stripe cannot deadlock). No row returned: that stripe is full.
  countStripe: `UPDATE acknowledgments_sent SET sent = sent + 1
     WHERE day = ? AND address = ? AND sent < CAST(? AS INTEGER)
     RETURNING sent`,
  uncount: 'UPDATE acknowledgments_sent SET sent = sent - 1 WHERE day = ? AND address = ?',
  markTold: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, '${CLINIC_TOLD}', 1) ON CONFLICT DO NOTHING`,
};

/** The day's total and whether the clinic was told of the ceiling, read without a lock (the ceiling only rises). */
export interface DayCount {
  day: string;
  total: number;
  told: boolean;
  /** Whether the day's stripes exist (made by its first acknowledgment). */
  striped: boolean;
}

export async function dayCount(sql: Sql, createdAt: string): Promise<DayCount> {
  const day = todayInKolkata(new Date(createdAt));
  const rows = await sql.all<{ address: string; sent: number }>(SQL.today, [day]);
  const stripes = rows.filter((row) => row.address.startsWith('*'));
  return {
    day,
    total: stripes.reduce((sum, row) => sum + Number(row.sent), 0),
    told: rows.some((row) => row.address === CLINIC_TOLD),
    striped: stripes.length === TOTAL_STRIPES,
  };
}

/** The ceiling is reached: the clinic is told by the first request that finds it so. */
export async function ceilingReached(sql: Sql, { day, told }: DayCount): Promise<AcknowledgmentVerdict> {
  return !told && (await sql.run(SQL.markTold, [day])) === 1 ? 'ceiling reached, tell the clinic' : 'ceiling reached';
}

/**
 * The day's count with its stripes made, at the day's first acknowledgments (the counts of the days before are
 * forgotten then); countAcknowledgment counts on them.
 */
export async function withStripes(sql: Sql, today: DayCount): Promise<DayCount> {
  if (today.striped) return today;
  await together(
    sql.run(SQL.forget, [today.day]),
    sql.run(
      SQL.stripes,
      STRIPE_NAMES.flatMap((name) => [today.day, name]),
    ),
  );
  return { ...today, striped: true };
}

/** One more on stripe `index` of the day's total, below its share: false when it is full (or has no share). */
async function countOnStripe(sql: Sql, day: string, index: number, dailyLimit: number): Promise<boolean> {
  const share = stripeShare(index, dailyLimit);
  return share > 0 && (await sql.get(SQL.countStripe, [day, STRIPE_NAMES[index]!, share])) !== undefined;
}

/** One more on another stripe of the day's total than `taken`, in turn: false when every other is full too. */
async function countOnAnotherStripe(sql: Sql, day: string, taken: number, dailyLimit: number): Promise<boolean> {
  for (let step = 1; step < TOTAL_STRIPES; step++)
    if (await countOnStripe(sql, day, (taken + step) % TOTAL_STRIPES, dailyLimit)) return true;
  return false;
}

/**
 * Counts one acknowledgment to `to`, in the request's transaction, once dayCount found the day's total below
 * `dailyLimit` and withStripes made its stripes. The address and a stripe of the total are counted together (one
 * round trip on PostgreSQL), a stripe chosen at random; when it is full the others are tried in turn, and only when
 * all are full is the ceiling reached. A count whose other half was refused is given back. The stripe is held from
 * here to the commit.
 */
export async function countAcknowledgment(
  sql: Sql,
  to: string,
  today: DayCount,
  dailyLimit: number,
): Promise<AcknowledgmentVerdict> {
  const { day } = today;
  if (!today.striped) throw new Error('countAcknowledgment: the day has no stripes yet (withStripes)');
  const address = normalisedAddress(to);
  const stripe = Math.floor(Math.random() * TOTAL_STRIPES);
  const [byAddress, onStripe] = await together(
    sql.get(SQL.countAddress, [day, address, ACKNOWLEDGMENTS_PER_ADDRESS]),
    countOnStripe(sql, day, stripe, dailyLimit),
  );
  if (!byAddress) {
    if (onStripe) await sql.run(SQL.uncount, [day, STRIPE_NAMES[stripe]!]);
    return 'address capped';
  }
  if (onStripe || (await countOnAnotherStripe(sql, day, stripe, dailyLimit))) return 'send';
  // Other posts reached the ceiling since dayCount read it.
  await sql.run(SQL.uncount, [day, address]);
  return ceilingReached(sql, today);
}
