import { addDays, kolkataDateTime } from '../../common/booking-dates';
import { longDate } from '../../common/date-text';
import { diary } from '../../content/diary';
import { doctorDateRefusal, doctorSchedules } from '../../common/forms/doctor-rule';
import { messageOf } from '../../common/forms/rules';
import { fieldMessages } from '../../content/forms/messages';
import { site } from '../../content/site';
import { fill } from '../../content/ui';
import type { Sql } from '../storage/sql/database';
import { consultingSlots, type Span } from './availability';
import { diaryDoctors, type DiaryDoctor } from './doctors';
import { freeTimesIn, readDiaryDays } from './store/diary-reads';

/**
 * Why the diary keeps a booking off a whole date, in the same words as a refused time (content/diary.ts `messages`):
 * the clinic closed that date (the desk's reason), or the chosen doctor away for every session of it; with the next
 * days that doctor has a free time. The form service asks it of a request with or without a time, the availability
 * of a date with no free time (so the picker says why before the patient sends). A date the doctor does not consult
 * at all is the booking rules' (common/forms/doctor-rule.ts), which both sides run without the diary.
 */

/** How far ahead the next free days are looked for. */
const NEXT_DAYS_AHEAD = 31;

const touches = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The reason a doctor's date is blocked whole, or null (a date with a session left, or no session at all). */
export async function doctorDayBlocked(sql: Sql, doctor: DiaryDoctor, date: string, now: Date): Promise<string | null> {
  const slots = consultingSlots(doctor.hours, doctor.slotMinutes, date);
  if (slots.length === 0) return null;
  const last = addDays(date, NEXT_DAYS_AHEAD);
  const days = await readDiaryDays(sql, doctor, date, last);
  const blockOf = (slot: Span) =>
    days.blocks.find((block) => block.kind === 'closure' && touches(block, slot)) ??
    days.blocks.find((block) => touches(block, slot));
  const blocks = slots.map(blockOf);
  if (blocks.some((block) => !block)) return null;
  const closure = blocks.find((block) => block!.kind === 'closure');
  const { messages } = diary;
  const reason = closure
    ? fill(messages.clinicClosed, { reason: closure.reason })
    : fill(messages.doctorAway, { doctor: doctor.name });
  const free = freeTimesIn(doctor, addDays(date, 1), last, now, days);
  const next = [...new Set(free.map((slot) => kolkataDateTime(slot.start).date))].slice(0, 3);
  return next.length > 0
    ? `${reason} ${fill(messages.nextFreeDays, { doctor: doctor.name, dates: next.map(longDate).join('; ') })}`
    : reason;
}

/** The reason the clinic is closed the whole of `date` (a closure the desk entered), or null. */
export async function clinicDayClosed(sql: Sql, date: string): Promise<string | null> {
  const closure = await sql.get<{ reason: string }>(
    'SELECT reason FROM clinic_closures WHERE from_date <= ? AND to_date >= ? ORDER BY from_date LIMIT 1',
    [date, date],
  );
  return closure ? fill(diary.messages.clinicClosed, { reason: closure.reason }) : null;
}

/** Why a booking for `date` with the doctor of that name (or none chosen) cannot be taken, or null. */
export async function bookingDayRefusal(
  sql: Sql,
  doctorName: string | null,
  date: string,
  now: Date,
): Promise<string | null> {
  const doctor = diaryDoctors.find((each) => each.name === doctorName);
  return doctor ? doctorDayBlocked(sql, doctor, date, now) : clinicDayClosed(sql, date);
}

const schedules = doctorSchedules(site.doctors);

/**
 * Why a doctor has no free time on a date, when the reason is the week or the diary's and not that every time is
 * taken: the doctor does not consult that date or has ended for today (the booking rules' words), or the date is
 * closed or the doctor away (doctorDayBlocked). Null otherwise. The availability's answer for one date carries it, so
 * the picker tells the patient before the request is sent.
 */
export async function noTimesReason(sql: Sql, doctor: DiaryDoctor, date: string, now: Date): Promise<string | null> {
  const schedule = schedules.find((each) => each.name === doctor.name);
  const refusal = schedule && doctorDateRefusal(schedule, date, now);
  return refusal ? messageOf(refusal, fieldMessages) : doctorDayBlocked(sql, doctor, date, now);
}
