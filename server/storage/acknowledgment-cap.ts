import type Database from 'better-sqlite3';
import { todayInKolkata } from '../../app/lib/booking-dates';

/**
 * The cap on patient acknowledgments: anyone can type any address into a form, so without a cap the
 * forms could flood a stranger's inbox from the clinic's domain. At most ACKNOWLEDGMENTS_PER_DAY are
 * queued per recipient address (lower-cased) and India calendar day; the clinic's notification is
 * always queued. Counted in the request's own transaction (table acknowledgments_sent, migration 3),
 * so concurrent posts cannot overshoot; only the current day's counts are kept.
 */

export const ACKNOWLEDGMENTS_PER_DAY = 3;

/** The two statements of one count, in SQLite's `?` form (the PostgreSQL store numbers them). */
export const ACKNOWLEDGMENT_SQL = {
  forget: 'DELETE FROM acknowledgments_sent WHERE day < ?',
  count: `INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 1)
     ON CONFLICT (day, address) DO UPDATE SET sent = acknowledgments_sent.sent + 1 WHERE acknowledgments_sent.sent < ?
     RETURNING sent`,
};

/** Returns a function that counts one acknowledgment to `to` on the day of `createdAt` (ISO), or returns false when that day's cap is reached. */
export function acknowledgmentCounter(db: Database.Database): (to: string, createdAt: string) => boolean {
  const forget = db.prepare(ACKNOWLEDGMENT_SQL.forget);
  const count = db.prepare(ACKNOWLEDGMENT_SQL.count);
  return (to, createdAt) => {
    const day = todayInKolkata(new Date(createdAt));
    forget.run(day);
    return count.get(day, to.toLowerCase(), ACKNOWLEDGMENTS_PER_DAY) !== undefined;
  };
}
