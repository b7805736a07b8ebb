import { queue } from '../../../content/queue';
import { fill } from '../../../content/ui';
import { diaryDoctor } from '../../diary/doctors';
import type { QueueEntry } from '../queue-reads';

/**
 * What the screen and a patient's phone show, worked out from a doctor's tokens of the day (one read per change, shared
 * by every client of that doctor): the token with the doctor, and for a patient their place, the count before them and
 * a wait from the session's own pace. Words from content/queue.ts, filled here, so the browser only places text.
 */

export interface ScreenCell {
  doctor: string;
  /** The token with the doctor, or the content's dash. */
  token: string;
}

export interface PatientView {
  token: number;
  state: QueueEntry['state'];
  /** The main line: the count before them, "You are next", "Please go in now", ... */
  headline: string;
  /** The estimated wait, while waiting and not next. */
  wait: string | null;
}

export function screenCell(doctor: string, entries: readonly QueueEntry[]): ScreenCell {
  const called = entries.find((entry) => entry.state === 'called');
  return { doctor, token: called ? String(called.token) : queue.screen.none };
}

const MINUTE_MS = 60_000;

/**
 * The session's own pace: the median time between two calls of the session so far (each call starts the next patient);
 * before two calls, the doctor's appointment length (content/diary.ts).
 */
export function paceMinutes(session: readonly QueueEntry[], slotMinutes: number): number {
  const calls = session.flatMap((entry) => (entry.calledAt ? [Date.parse(entry.calledAt)] : [])).sort((a, b) => a - b);
  const gaps = calls.slice(1).map((at, i) => (at - calls[i]!) / MINUTE_MS);
  if (gaps.length === 0) return slotMinutes;
  const sorted = [...gaps].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function patientView(entry: QueueEntry, entries: readonly QueueEntry[]): PatientView {
  const { live } = queue;
  const base = { token: entry.token, state: entry.state, wait: null };
  if (entry.state === 'called')
    return { ...base, headline: fill(live.called, { room: queue.rooms[entry.doctor] ?? '' }).replace(/: $/, '') };
  if (entry.state === 'skipped') return { ...base, headline: live.skipped };
  if (entry.state === 'done') return { ...base, headline: live.done };
  if (entry.state === 'left') return { ...base, headline: live.left };
  const session = entries.filter((one) => one.sessionFrom === entry.sessionFrom);
  const line = session.filter((one) => one.state === 'waiting');
  const before = line.findIndex((one) => one.id === entry.id);
  if (before <= 0) return { ...base, headline: live.next };
  const slotMinutes = diaryDoctor(entry.doctor)?.slotMinutes ?? 15;
  const minutes = Math.max(1, Math.round(before * paceMinutes(session, slotMinutes)));
  return {
    ...base,
    headline: before === 1 ? live.beforeOne : fill(live.before, { count: String(before) }),
    wait: fill(live.wait, { minutes: String(minutes) }),
  };
}
