import { randomUUID } from 'node:crypto';
import { fill } from '../../../content/ui';
import { diary } from '../../../content/diary';
import { addDays, kolkataDateTime } from '../../../common/booking-dates';
import type { Sql } from '../../storage/sql/database';
import type { Dialect } from '../../storage/sql/dialect';
import { nearestFreeTimes, type Span } from '../availability';
import type { DiaryDoctor } from '../doctors';
import type { HeldVisit, VisitStatus } from './visit-types';

export type { HeldVisit, VisitStatus } from './visit-types';
import { freeTimesIn, readDiaryDays, readFreeTimes } from './diary-reads';

export interface HoldAsk {
  doctor: DiaryDoctor;
  /** The slot's start, a UTC instant in milliseconds. */
  start: number;
  status: VisitStatus;
  requestId: string | null;
  now: Date;
}

export type Refusal = {
  reason: 'taken' | 'not offered' | 'closed' | 'away';
  message: string;
  /** The nearest free times of the same doctor (up to three), in time order. */
  alternatives: Span[];
};

export type HoldResult = { held: true; visit: HeldVisit } | { held: false; refusal: Refusal };

/** Days after the wanted one searched for alternatives to a time refused. */
const ALTERNATIVE_DAYS = 7;

/**
 * Holds a time inside the caller's transaction (so a request and its time are stored together, or neither). The time
 * must be one of the doctor's free times, read again here, after the doctor's lock: PostgreSQL's transaction advisory
 * lock on the doctor serializes holds across instances, so a visit of another length cannot overlap; SQLite has one
 * writer. The partial unique index on (doctor, starts_at) is the last guard, whatever the code does.
 */
export async function holdVisitIn(sql: Sql, dialect: Dialect, ask: HoldAsk): Promise<HoldResult> {
  const { doctor, start, now } = ask;
  await dialect.lockKey(sql, `diary:${doctor.key}`);
  const { date } = kolkataDateTime(start);
  const days = await readDiaryDays(sql, doctor, date, date);
  const free = freeTimesIn(doctor, date, date, now, days);
  const slot = free.find((span) => span.start === start);
  if (!slot) return { held: false, refusal: await refusalFor(sql, ask, days) };
  const at = now.toISOString();
  const visit: HeldVisit = {
    id: randomUUID(),
    doctor: doctor.key,
    startsAt: new Date(slot.start).toISOString(),
    endsAt: new Date(slot.end).toISOString(),
    status: ask.status,
  };
  await insertVisit(sql, { ...visit, requestId: ask.requestId ?? null, at });
  return { held: true, visit };
}

/**
 * The one statement that writes a visit's time (issue 44): the diary's hold above, and the walk-in the waiting room
 * takes (server/queue/queue-join.ts), whose visit holds no slot. The database's own rules (migrations 200, 280, 290)
 * judge every row it writes.
 */
export async function insertVisit(
  sql: Sql,
  visit: {
    id: string;
    doctor: string;
    startsAt: string;
    endsAt: string;
    status: string;
    requestId: string | null;
    patient?: { name: string; phone: string };
    at: string;
  },
): Promise<void> {
  await sql.run(
    `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, patient_name, patient_phone, created_at,
                         updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      visit.id,
      visit.doctor,
      visit.startsAt,
      visit.endsAt,
      visit.status,
      visit.requestId,
      visit.patient?.name ?? null,
      visit.patient?.phone ?? null,
      visit.at,
      visit.at,
    ],
  );
}

/** Why a time was refused, in the clinic's words, with the nearest free times. */
async function refusalFor(sql: Sql, ask: HoldAsk, days: Awaited<ReturnType<typeof readDiaryDays>>): Promise<Refusal> {
  const wanted = { start: ask.start, end: ask.start + ask.doctor.slotMinutes * 60_000 };
  const touches = (span: Span) => span.start < wanted.end && wanted.start < span.end;
  const closure = days.blocks.find((block) => block.kind === 'closure' && touches(block));
  const leave = days.blocks.find((block) => block.kind === 'leave' && touches(block));
  const { messages } = diary;
  const [reason, message]: [Refusal['reason'], string] = closure
    ? ['closed', fill(messages.clinicClosed, { reason: closure.reason })]
    : leave
      ? ['away', fill(messages.doctorAway, { doctor: ask.doctor.name })]
      : days.held.some(touches)
        ? ['taken', messages.justTaken]
        : ['not offered', messages.notOffered];
  return { reason, message, alternatives: await alternativesTo(sql, ask.doctor, ask.start, ask.now) };
}

/** The nearest free times to `wanted`, from its day to a week later. */
export async function alternativesTo(sql: Sql, doctor: DiaryDoctor, wanted: number, now: Date): Promise<Span[]> {
  const { date } = kolkataDateTime(wanted);
  return nearestFreeTimes(await readFreeTimes(sql, doctor, date, addDays(date, ALTERNATIVE_DAYS), now), wanted);
}
