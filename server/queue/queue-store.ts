import { todayInKolkata, kolkataDateTime } from '../../common/booking-dates';
import type { Staff } from '../desk/store/types';
import { markVisitIn } from '../diary/store/day-store';
import type { Database, Sql, TxSql } from '../storage/sql/database';
import type { QueueFeed } from './feed';
import { allows, CALLS, TRANSITIONS, type QueueAction } from './lifecycle';
import { insertWalkInVisit, joinQueue, type JoinResult } from './queue-join';
import { logQueue } from './queue-log';
import { doctorDay, readEntries, readEntry, type QueueEntry } from './queue-reads';
import { sessionAt, sessionOfVisit } from './sessions';
import { tellNext } from './tell-next';

/**
 * The waiting room's queue (docs/decisions/0082-the-waiting-room-on-the-visit.md), built on the visit: a walk-in is a
 * visit the desk takes with the patient's name and phone, arrived at once; a booked patient's check-in marks their
 * visit arrived. Either gets the next token of the doctor's session and a place in its line (content/queue.ts). Every
 * change runs under the doctor's lock (the diary's own, so a token and a visit of one doctor are written one at a time
 * across instances) and writes its row of the desk's log in the same transaction.
 */

export type ChangeResult = 'done' | 'gone' | 'notAllowed' | 'edge' | 'reason';

export interface WalkIn {
  doctor: string;
  name: string;
  phone: string;
  reason: string | null;
  emergency: boolean;
}

export class QueueStore {
  constructor(
    readonly db: Database,
    private readonly feed?: QueueFeed,
  ) {}

  /** Adds a walk-in to their doctor's session under way (or the day's next): a visit, arrived, and a token. */
  walkIn(patient: WalkIn, staff: Staff, now: Date): Promise<JoinResult> {
    return this.write(patient.doctor, now, async (sql) => {
      const session = sessionAt(patient.doctor, now.getTime());
      if (!session) return { joined: false, problem: 'noSession' };
      const visitId = await insertWalkInVisit(sql, patient, now);
      const joining = {
        visitId,
        kind: 'walk-in',
        bookedAt: null,
        emergency: patient.emergency,
        reason: patient.reason,
      };
      return joinQueue(sql, session, joining, null, staff, now);
    });
  }

  /** Checks a booked patient in on arrival: their confirmed visit of today is marked arrived and gets a token. */
  async checkIn(
    visitId: string,
    extra: { emergency: boolean; reason: string | null },
    staff: Staff,
    now: Date,
  ): Promise<JoinResult> {
    const found = await this.db.get<{ doctor: string }>('SELECT doctor FROM visits WHERE id = ?', [visitId]);
    if (!found) return { joined: false, problem: 'gone' };
    return this.write(found.doctor, now, async (sql) => {
      const visit = await sql.get<{
        doctor: string;
        starts_at: string;
        status: string;
        request_id: string | null;
        ref: string | null;
      }>(
        `SELECT v.doctor, v.starts_at, v.status, v.request_id, a.ref
         FROM visits v LEFT JOIN appointments a ON a.id = v.request_id WHERE v.id = ? AND v.status <> 'cancelled'`,
        [visitId],
      );
      if (!visit) return { joined: false, problem: 'gone' };
      const already = (await readEntries(sql, 'q.visit_id = ?', [visitId]))[0];
      if (already) return { joined: true, entry: already };
      if (visit.status === 'held') return { joined: false, problem: 'notConfirmed' };
      const bookedAt = Date.parse(visit.starts_at);
      if (kolkataDateTime(bookedAt).date !== todayInKolkata(now)) return { joined: false, problem: 'notToday' };
      const session = sessionOfVisit(visit.doctor, bookedAt);
      if (!session) return { joined: false, problem: 'noSession' };
      if (visit.status !== 'visited')
        await markVisitIn(sql, { id: visitId, requestId: visit.request_id }, 'visited', now.toISOString());
      const joining = { visitId, kind: 'booked', bookedAt, ...extra };
      return joinQueue(sql, session, joining, visit.ref, staff, now);
    });
  }

  /** Moves a waiting patient one place up or down their session's line, swapping with the neighbour; logged. */
  async move(
    entryId: string,
    direction: 'up' | 'down',
    reason: string,
    staff: Staff,
    now: Date,
  ): Promise<ChangeResult> {
    const why = reason.trim();
    if (!why) return 'reason';
    return this.change(entryId, now, async (sql, entry) => {
      if (entry.state !== 'waiting') return 'notAllowed';
      const line = await readEntries(
        sql,
        "q.doctor = ? AND q.session_date = ? AND q.session_from = ? AND q.state = 'waiting'",
        [entry.doctor, entry.sessionDate, entry.sessionFrom],
      );
      const at = line.findIndex((one) => one.id === entry.id);
      const neighbour = line[direction === 'up' ? at - 1 : at + 1];
      if (!neighbour) return 'edge';
      const stamp = now.toISOString();
      await sql.run('UPDATE queue_tokens SET place = ?, updated_at = ? WHERE id = ?', [
        neighbour.place,
        stamp,
        entry.id,
      ]);
      await sql.run('UPDATE queue_tokens SET place = ?, updated_at = ? WHERE id = ?', [
        entry.place,
        stamp,
        neighbour.id,
      ]);
      await logQueue(sql, staff, now, `queue: moved ${direction}`, entry, why);
      return 'done';
    });
  }

  /** One transition of a token's lifecycle (lifecycle.ts); a call or recall first ends the doctor's patient as seen. */
  act(entryId: string, action: QueueAction, staff: Staff, now: Date): Promise<ChangeResult> {
    return this.change(entryId, now, async (sql, entry) => {
      if (!allows(action, entry.state)) return 'notAllowed';
      await this.transition(sql, entry, action, staff, now);
      return 'done';
    });
  }

  /** Calls the doctor's first waiting patient of today (ending the one in the room as seen); null when none waits. */
  callNext(doctor: string, staff: Staff, now: Date): Promise<QueueEntry | null> {
    return this.write(doctor, now, async (sql) => {
      const [next] = await readEntries(sql, "q.doctor = ? AND q.session_date = ? AND q.state = 'waiting'", [
        doctor,
        todayInKolkata(now),
      ]);
      if (!next) {
        await this.finishCurrent(sql, doctor, null, staff, now);
        return null;
      }
      await this.transition(sql, next, 'call', staff, now);
      return (await readEntry(sql, next.id)) ?? null;
    });
  }

  /** A doctor's tokens of one day, every state, in the line's order. */
  day(doctor: string, date: string): Promise<QueueEntry[]> {
    return doctorDay(this.db, doctor, date);
  }

  /** One token, if there is such a one. */
  entry(id: string): Promise<QueueEntry | undefined> {
    return readEntry(this.db, id);
  }

  /** The token of a live page's key, if it is one. */
  async byPageKey(key: string): Promise<QueueEntry | undefined> {
    return (await readEntries(this.db, 'q.page_key = ?', [key]))[0];
  }

  private async change(
    entryId: string,
    now: Date,
    work: (sql: TxSql, entry: QueueEntry) => Promise<ChangeResult>,
  ): Promise<ChangeResult> {
    const found = await this.db.get<{ doctor: string }>('SELECT doctor FROM queue_tokens WHERE id = ?', [entryId]);
    if (!found) return 'gone';
    return this.write(found.doctor, now, async (sql) => {
      const entry = await readEntry(sql, entryId);
      return entry ? work(sql, entry) : 'gone';
    });
  }

  private async transition(sql: Sql, entry: QueueEntry, action: QueueAction, staff: Staff, now: Date): Promise<void> {
    if (CALLS.includes(action)) await this.finishCurrent(sql, entry.doctor, entry.id, staff, now);
    const { to, action: logged } = TRANSITIONS[action];
    const at = now.toISOString();
    const stamp = to === 'called' ? ', called_at = ?' : to === 'done' || to === 'left' ? ', ended_at = ?' : '';
    await sql.run(`UPDATE queue_tokens SET state = ?, updated_at = ?${stamp} WHERE id = ?`, [
      to,
      at,
      ...(stamp ? [at] : []),
      entry.id,
    ]);
    await logQueue(sql, staff, now, logged, entry, null);
  }

  /** Ends the patient the doctor is seeing (but `keep`) as seen, so a call never leaves two in the room. */
  private async finishCurrent(sql: Sql, doctor: string, keep: string | null, staff: Staff, now: Date): Promise<void> {
    const current = await readEntries(sql, "q.doctor = ? AND q.state = 'called'", [doctor]);
    for (const entry of current.filter((one) => one.id !== keep)) await this.transition(sql, entry, 'done', staff, now);
  }

  /**
   * Runs a change of a doctor's queue as one transaction under the doctor's lock, and tells the screens and phones
   * (the feed: PostgreSQL's NOTIFY leaves with the commit, to every instance; SQLite's one process is told after it).
   */
  private async write<T>(doctor: string, now: Date, work: (sql: TxSql) => Promise<T>): Promise<T> {
    const result = await this.db.tx(async (sql) => {
      await this.db.dialect.lockKey(sql, `diary:${doctor}`);
      const answer = await work(sql);
      await tellNext(sql, doctor, now);
      await this.feed?.announceIn(sql, doctor);
      return answer;
    });
    this.feed?.committed(doctor);
    return result;
  }
}
