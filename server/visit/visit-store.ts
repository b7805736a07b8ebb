import { addDays, kolkataMidnightIso, kolkataDateTime } from '../../common/booking-dates';
import { diary } from '../../content/diary';
import { visitPage } from '../../content/visit-page';
import { changeWork, findRequest } from '../desk/store/desk-work';
import { ENDED_STATUSES, type DeskRequest } from '../desk/store/types';
import { type Span } from '../diary/availability';
import { diaryDoctor, type DiaryDoctor } from '../diary/doctors';
import { readFreeTimes } from '../diary/store/diary-reads';
import type { Refusal } from '../diary/store/hold-visit';
import { doctorNamed, liveVisitOf } from '../diary/store/request-visit';
import type { Database, Sql } from '../storage/sql/database';
import type { NewMail } from '../storage/types';
import { queueMail } from '../storage/outbox';

/**
 * What the patient's own link opens and may change (docs/decisions/0050-the-visit-link.md): the visit of one request,
 * read from the diary (the request's one visit: held, offered by the desk, or confirmed), or the day asked for when
 * there is no time yet. The link works while the visit is ahead and live; a change is allowed until the clinic's
 * deadline before it (content/diary.ts changeDeadlineMinutes). A move releases the old time and holds the new one
 * through the diary's one hold in one transaction, with the desk's record, its log row and the patient's e-mail.
 */

/** `offered`: a time the desk offered (the request's status called), waiting for the patient's answer. */
export type VisitState = 'confirmed' | 'held' | 'offered' | 'no time';

export interface PatientVisit {
  request: DeskRequest;
  /** The visit's doctor, or the doctor asked for; null when the patient chose none. */
  doctor: DiaryDoctor | null;
  state: VisitState;
  /** The visit's time, UTC instants; null with no time yet. */
  time: Span | null;
  /** Whether the patient may still change it here (before the deadline; a move needs a doctor too). */
  changeable: boolean;
}

/** Why a change was not made: nothing was changed. */
export type VisitRefusal =
  | { reason: 'ended' }
  | { reason: 'deadline'; visit: PatientVisit }
  | { reason: 'no doctor'; visit: PatientVisit }
  | { reason: 'not offered'; visit: PatientVisit }
  | { reason: 'refused'; visit: PatientVisit; refusal: Refusal };

export type VisitChange =
  { done: true; visit: PatientVisit; before: PatientVisit } | { done: false; why: VisitRefusal };

/** The e-mail a change sends, composed from the visit before and after it. */
export type ChangeMail = (before: PatientVisit, after: PatientVisit) => NewMail;

/** The clinic's note of the change (server/visit/clinic-notice.ts), from the change and the desk's log detail. */
export type ClinicNote = (change: 'moved' | 'cancelled' | 'accepted', request: DeskRequest, what: string) => NewMail;

const MINUTE_MS = 60_000;

/** The time is not an offer waiting for the patient: nothing is written. */
class NotOffered extends Error {
  constructor(readonly visit: PatientVisit) {
    super('not an offer');
  }
}

/** A held visit in the diary could not be held: the transaction is rolled back, and the refusal answered. */
class HoldRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export class VisitStore {
  constructor(
    readonly db: Database,
    /** Without it (a store for reading), a change tells only the patient. */
    private readonly clinicNote?: ClinicNote,
  ) {}

  /** Queues the clinic's note of a change in its transaction. */
  private async noteToClinic(
    sql: Sql,
    change: 'moved' | 'cancelled' | 'accepted',
    visit: PatientVisit,
    what: string,
    now: Date,
  ) {
    if (!this.clinicNote) return;
    await queueMail(sql, this.clinicNote(change, visit.request, what), visit.request.id, now.toISOString());
  }

  /** The visit a link opens, or null when the link is unknown or has ended with its visit. */
  async find(tokenHash: string, now: Date): Promise<PatientVisit | null> {
    return readVisit(this.db, tokenHash, now);
  }

  /** The free times of the visit's doctor on one date, from the one availability function. */
  freeTimes(visit: PatientVisit, date: string, now: Date): Promise<Span[]> {
    if (!visit.doctor) return Promise.resolve([]);
    return readFreeTimes(this.db, visit.doctor, date, date, now);
  }

  /** Cancels the visit: its time is free at once; the desk's record, its log and the e-mail in the same transaction. */
  cancel(tokenHash: string, now: Date, mail: ChangeMail): Promise<VisitChange> {
    return this.change(tokenHash, now, false, async (sql, before) => {
      const after: PatientVisit = { ...before, changeable: false };
      // The desk's change frees the diary's time with the status (request-visit.ts followStatus).
      await changeWork(
        this.db,
        {
          requestId: before.request.id,
          kind: before.request.kind,
          status: 'cancelled',
          audit: auditOf(before, 'cancelled', describe(before), now),
          mail: mail(before, after),
          now: now.toISOString(),
        },
        sql,
      );
      await this.noteToClinic(sql, 'cancelled', before, describe(before), now);
      return after;
    });
  }

  /**
   * Moves the visit to `start` (or gives a request without a time its first): the desk's change releases the old time
   * and holds the new one through the diary's one hold, in this transaction; a refused time rolls everything back and
   * names the nearest free times.
   */
  async move(tokenHash: string, start: number, now: Date, mail: ChangeMail): Promise<VisitChange> {
    try {
      return await this.change(tokenHash, now, true, async (sql, before) => {
        // A replay of the move just made (a second tap, the back button): answered as the first, nothing sent again.
        if (before.time?.start === start) return before;
        const doctor = before.doctor!;
        const confirmed = before.state === 'confirmed';
        const status = confirmed ? 'confirmed' : 'held';
        const after: PatientVisit = {
          ...before,
          state: status,
          time: { start, end: start + doctor.slotMinutes * MINUTE_MS },
        };
        const refusal = await changeWork(
          this.db,
          {
            requestId: before.request.id,
            kind: before.request.kind,
            // A confirmed visit stays confirmed at its new time (its reminder then follows it too); a time the patient
            // picks instead of the one offered is their own pick, for the desk to confirm.
            ...(confirmed
              ? { status: 'confirmed' as const }
              : before.state === 'offered'
                ? { status: 'new' as const }
                : {}),
            hold: { doctor, start, status },
            audit: auditOf(
              before,
              before.time ? 'moved' : 'time picked',
              `${describe(before)} → ${describe(after)}`,
              now,
            ),
            mail: mail(before, after),
            now: now.toISOString(),
          },
          sql,
        );
        if (refusal) throw new HoldRefused(refusal);
        await this.noteToClinic(sql, 'moved', after, `${describe(before)} → ${describe(after)}`, now);
        return after;
      });
    } catch (error) {
      if (!(error instanceof HoldRefused)) throw error;
      const visit = await this.find(tokenHash, now);
      if (!visit) return { done: false, why: { reason: 'ended' } };
      return { done: false, why: { reason: 'refused', visit, refusal: error.refusal } };
    }
  }

  /**
   * Takes the time the desk offered: the visit is confirmed at that time, with the desk's record, its log row, the
   * patient's confirmation (with its calendar entry) and the clinic's note, in one transaction. A time that is not an
   * offer waiting for an answer is refused, changing nothing; a second tap on a taken offer answers as the first.
   */
  async accept(tokenHash: string, now: Date, mail: ChangeMail): Promise<VisitChange> {
    try {
      return await this.takeOffer(tokenHash, now, mail);
    } catch (error) {
      if (error instanceof NotOffered) return { done: false, why: { reason: 'not offered', visit: error.visit } };
      if (!(error instanceof HoldRefused)) throw error;
      const visit = await this.find(tokenHash, now);
      if (!visit) return { done: false, why: { reason: 'ended' } };
      return { done: false, why: { reason: 'refused', visit, refusal: error.refusal } };
    }
  }

  private takeOffer(tokenHash: string, now: Date, mail: ChangeMail): Promise<VisitChange> {
    return this.change(tokenHash, now, true, async (sql, before) => {
      if (before.state === 'confirmed') return before;
      if (before.state !== 'offered' || !before.time || !before.doctor) throw new NotOffered(before);
      const after: PatientVisit = { ...before, state: 'confirmed' };
      const refusal = await changeWork(
        this.db,
        {
          requestId: before.request.id,
          kind: before.request.kind,
          status: 'confirmed',
          hold: { doctor: before.doctor, start: before.time.start, status: 'confirmed' },
          audit: auditOf(before, 'offer taken', describe(before), now),
          mail: mail(before, after),
          now: now.toISOString(),
        },
        sql,
      );
      if (refusal) throw new HoldRefused(refusal);
      await this.noteToClinic(sql, 'accepted', after, describe(after), now);
      return after;
    });
  }

  /**
   * Whether the link's visit was cancelled by the patient: a cancel sent again (a second tap, the back button) is
   * answered as the first was, with nothing written or sent.
   */
  async cancelledByPatient(tokenHash: string): Promise<boolean> {
    // The request's last log row says who cancelled it: the patient's own, or the desk's.
    const row = await this.db.get<{ status: string; last: string | null }>(
      `SELECT w.status, (SELECT a.action || ' ' || a.staff_name FROM desk_audit a JOIN appointments r ON r.ref = a.ref
                          WHERE r.id = l.request_id ORDER BY a.id DESC LIMIT 1) AS last
         FROM visit_links l JOIN desk_work w ON w.request_id = l.request_id WHERE l.token_hash = ?`,
      [tokenHash],
    );
    return row?.status === 'cancelled' && row.last === `cancelled ${visitPage.byPatient}`;
  }

  /** A change under the request's lock, after the visit is read again: an ended link or a passed deadline refuses. */
  private async change(
    tokenHash: string,
    now: Date,
    needsDoctor: boolean,
    work: (sql: Sql, before: PatientVisit) => Promise<PatientVisit>,
  ): Promise<VisitChange> {
    return this.db.tx(async (sql): Promise<VisitChange> => {
      const link = await sql.get<{ request_id: string }>('SELECT request_id FROM visit_links WHERE token_hash = ?', [
        tokenHash,
      ]);
      if (!link) return { done: false, why: { reason: 'ended' } };
      // The desk's lock of the request: a second click, or the desk at the same moment, waits and reads the result.
      await this.db.dialect.lockKey(sql, `desk-work:${link.request_id}`);
      const before = await readVisit(sql, tokenHash, now);
      if (!before) return { done: false, why: { reason: 'ended' } };
      if (needsDoctor && !before.doctor) return { done: false, why: { reason: 'no doctor', visit: before } };
      if (!before.changeable) return { done: false, why: { reason: 'deadline', visit: before } };
      return { done: true, before, visit: await work(sql, before) };
    });
  }
}

/** "2026-11-30 10:15, Dr. X" or "2026-11-30 (no time), Dr. X": the desk's log detail of a visit. */
function describe(visit: PatientVisit): string {
  const when = visit.time
    ? Object.values(kolkataDateTime(visit.time.start)).join(' ')
    : `${visit.request.date ?? ''} (no time)`;
  return `${when}, ${visit.doctor?.name ?? visit.request.doctor ?? ''}`;
}

const auditOf = (visit: PatientVisit, action: string, detail: string, now: Date) => ({
  at: now.toISOString(),
  staffId: null,
  staffName: visitPage.byPatient,
  action,
  ref: visit.request.ref,
  detail,
});

/** The visit of the request a link opens, as it is now; null when the link is unknown or ended. */
async function readVisit(sql: Sql, tokenHash: string, now: Date): Promise<PatientVisit | null> {
  const link = await sql.get<{ request_id: string }>('SELECT request_id FROM visit_links WHERE token_hash = ?', [
    tokenHash,
  ]);
  if (!link) return null;
  const request = await findRequest(sql, link.request_id);
  if (!request || request.kind !== 'appointment' || ENDED_STATUSES.includes(request.status)) return null;
  // The diary's live visit is the time; a visit the desk confirmed before the diary held times has only its record.
  const live = await liveVisitOf(sql, request.id);
  const confirmed = request.status === 'confirmed';
  let visit: Omit<PatientVisit, 'changeable'>;
  if (live) {
    visit = {
      request,
      doctor: diaryDoctor(live.doctor) ?? null,
      state: confirmed || live.status === 'confirmed' ? 'confirmed' : request.status === 'called' ? 'offered' : 'held',
      time: { start: Date.parse(live.startsAt), end: Date.parse(live.endsAt) },
    };
  } else {
    visit = { request, doctor: doctorNamed(request.doctor ?? '') ?? null, state: 'no time', time: null };
  }
  // The link ends with the visit: after its time, or after the day asked for when there is none.
  const over = visit.time
    ? visit.time.end
    : request.date
      ? Date.parse(kolkataMidnightIso(addDays(request.date, 1)))
      : 0;
  if (!(now.getTime() < over)) return null;
  const deadline = visit.time ? visit.time.start - diary.changeDeadlineMinutes * MINUTE_MS : over;
  return { ...visit, changeable: now.getTime() < deadline };
}
