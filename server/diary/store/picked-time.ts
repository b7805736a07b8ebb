import { diary } from '../../../content/diary';
import { insertAudit } from '../../desk/store/desk-audit';
import { queueMails } from '../../storage/outbox';
import { issueVisitLink } from '../../visit/visit-links';
import type { Database, Sql } from '../../storage/sql/database';
import type { NewMail } from '../../storage/types';
import type { Dialect } from '../../storage/sql/dialect';
import { kolkataDateTime } from '../availability';
import type { DiaryDoctor } from '../doctors';
import { alternativesTo, holdVisitIn, type HeldVisit, type Refusal, type VisitStatus } from './hold-visit';

/**
 * The time a patient picked on a booking form, held in the request's own transaction (server/storage/request-insert.ts,
 * the step after a booking sent without JavaScript): the request and its visit are stored together, or neither.
 */
export interface RequestVisit {
  doctor: DiaryDoctor;
  /** The slot's start, a UTC instant in milliseconds. */
  start: number;
  /** `held` for the desk to confirm (the clinic's `review`), `confirmed` at once (`instant`): content/diary.ts. */
  status: VisitStatus;
  now: Date;
}

/** A picked time the diary refused: thrown inside the transaction, so nothing of the request is stored. */
export class TimeRefusedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`booking time refused: ${refusal.reason}`);
    this.name = 'TimeRefusedError';
  }
}

/** True for the partial unique index's refusal of a second live visit at one start (migration 200). */
const isVisitClash = (dialect: Dialect, error: unknown) =>
  dialect.isUniqueViolation(error) && /visits/.test(error instanceof Error ? error.message : '');

/**
 * A failed write that held `visit` as the patient reads it: the re-check's refusal as it was, the partial unique
 * index's (another request took the time between the re-check and the commit) as "just taken" with the nearest free
 * times; null for any other failure.
 */
export async function timeRefusalOf(
  db: Database,
  visit: RequestVisit | undefined,
  error: unknown,
): Promise<TimeRefusedError | null> {
  if (error instanceof TimeRefusedError) return error;
  if (!visit || !isVisitClash(db.dialect, error)) return null;
  const alternatives = await alternativesTo(db, visit.doctor, visit.start, visit.now);
  return new TimeRefusedError({ reason: 'taken', message: diary.messages.justTaken, alternatives });
}

/**
 * Holds a time for a request already stored (the step after a booking sent without JavaScript), with the e-mail of a
 * visit confirmed at once and the hash of the patient's new link it carries, in one transaction; a refusal throws
 * TimeRefusedError and stores nothing.
 */
export async function holdForStoredRequest(
  db: Database,
  request: { id: string; ref: string },
  visit: RequestVisit,
  confirmation: { mail: NewMail; linkHash: string } | null,
): Promise<HeldVisit> {
  try {
    return await db.tx(async (sql) => {
      const held = await holdRequestVisit(sql, db.dialect, request, visit);
      if (confirmation) {
        const at = visit.now.toISOString();
        await issueVisitLink(sql, request.id, confirmation.linkHash, at);
        await queueMails(sql, [confirmation.mail], request.id, at);
      }
      return held;
    });
  } catch (error) {
    throw (await timeRefusalOf(db, visit, error)) ?? error;
  }
}

/**
 * Holds the time for the request, inside the caller's transaction, or throws TimeRefusedError. A visit confirmed at
 * once is the desk's confirmed request too (its work row, with the visit the reminder follows) with a row in the
 * desk's log, as a confirmation by staff would be.
 */
export async function holdRequestVisit(
  sql: Sql,
  dialect: Dialect,
  request: { id: string; ref: string },
  ask: RequestVisit,
): Promise<HeldVisit> {
  const result = await holdVisitIn(sql, dialect, { ...ask, requestId: request.id });
  if (!result.held) throw new TimeRefusedError(result.refusal);
  if (ask.status === 'confirmed') {
    const at = ask.now.toISOString();
    const { date, time } = kolkataDateTime(ask.start);
    await sql.run(
      `INSERT INTO desk_work (request_id, kind, status, visit_date, visit_time, visit_doctor, updated_at)
       VALUES (?, 'appointment', 'confirmed', ?, ?, ?, ?)
       ON CONFLICT (request_id) DO UPDATE SET status = excluded.status, visit_date = excluded.visit_date,
         visit_time = excluded.visit_time, visit_doctor = excluded.visit_doctor, updated_at = excluded.updated_at`,
      [request.id, date, time, ask.doctor.name, at],
    );
    await insertAudit(sql, {
      at,
      staffId: null,
      staffName: 'Patient, online',
      action: 'confirmed',
      ref: request.ref,
      detail: `${date} ${time} ${ask.doctor.name}`,
    });
  }
  return result.visit;
}
