import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { diary } from '../../../content/diary';
import {
  parseCalendarDate,
  parseInstant,
  todayInKolkata,
  WEEKDAYS,
  type WeekdayName,
} from '../../../common/booking-dates';
import { signedIn } from '../../desk/auth/guard';
import { field, sendPage, type DeskDeps } from '../../desk/deps';
import { renderDeskPage } from '../../desk/pages/layout';
import { redirectSaved, takeSaved } from '../../desk/saved-notice';
import type { Staff } from '../../desk/store/types';
import { diaryDoctor } from '../doctors';
import type { ClinicClosure, DiaryStore, DoctorLeave, RangeKind } from '../store/diary-store';
import { weeklyLeaveCovers, weeklyLeaveSpans, type WeeklyLeave } from '../weekly-leave';
import { RangesPage, type RangeForm } from './ranges-page';
import { tellPatientsInside } from './tell-patients';
import { rangeSpan, type Span } from '../availability';
import { deskTimes } from '../../../content/desk-times';
import { moveDeskVisit, newTimesFor } from '../store/move-visit';

const { problems } = diary.desk;
const weeklyProblems = diary.desk.weekly.problems;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const RANGE_KINDS: readonly string[] = ['leave', 'weekly leave', 'closure'] satisfies RangeKind[];

/** Whether a range entered once covers any of a visit. */
const rangeCovers = (span: Span) => (visit: Span) => span.start < visit.end && visit.start < span.end;

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The dates of a range: real, in order, not over. */
function checkDates(body: unknown, today: string): Checked<{ fromDate: string; toDate: string }> {
  const [fromDate, toDate] = [field(body, 'from'), field(body, 'to')];
  if (parseCalendarDate(fromDate) === null || parseCalendarDate(toDate) === null)
    return { ok: false, problem: problems.date };
  if (toDate < fromDate) return { ok: false, problem: problems.order };
  if (toDate < today) return { ok: false, problem: problems.past };
  return { ok: true, value: { fromDate, toDate } };
}

export function checkLeave(body: unknown, today: string): Checked<Omit<DoctorLeave, 'id'>> {
  const doctor = diaryDoctor(field(body, 'doctor'));
  if (!doctor) return { ok: false, problem: problems.doctor };
  const dates = checkDates(body, today);
  if (!dates.ok) return dates;
  const times = checkTimes(body, dates.value.fromDate === dates.value.toDate ? problems.timeOrder : null);
  if (!times.ok) return times;
  return { ok: true, value: { doctor: doctor.key, ...dates.value, ...times.value } };
}

/** Times of leave: HH:MM each or none; when both fall on one day, back after away (else `orderProblem`). */
function checkTimes(
  body: unknown,
  orderProblem: string | null,
): Checked<{ fromTime: string | null; untilTime: string | null }> {
  const [fromTime, untilTime] = [field(body, 'fromTime') || null, field(body, 'untilTime') || null];
  if ((fromTime && !TIME.test(fromTime)) || (untilTime && !TIME.test(untilTime)))
    return { ok: false, problem: problems.time };
  if (orderProblem && fromTime && untilTime && untilTime <= fromTime) return { ok: false, problem: orderProblem };
  return { ok: true, value: { fromTime, untilTime } };
}

/** Leave every week: a doctor, a weekday, a first date, a last date or none (not over), times each week in order. */
export function checkWeeklyLeave(body: unknown, today: string): Checked<Omit<WeeklyLeave, 'id'>> {
  const doctor = diaryDoctor(field(body, 'doctor'));
  if (!doctor) return { ok: false, problem: problems.doctor };
  const weekday = field(body, 'weekday');
  if (!(WEEKDAYS as readonly string[]).includes(weekday)) return { ok: false, problem: weeklyProblems.weekday };
  const [fromDate, untilDate] = [field(body, 'from'), field(body, 'until') || null];
  if (parseCalendarDate(fromDate) === null || (untilDate !== null && parseCalendarDate(untilDate) === null))
    return { ok: false, problem: problems.date };
  if (untilDate !== null && untilDate < fromDate) return { ok: false, problem: problems.order };
  if (untilDate !== null && untilDate < today) return { ok: false, problem: problems.past };
  const times = checkTimes(body, weeklyProblems.timeOrder);
  if (!times.ok) return times;
  const rule = { weekday: weekday as WeekdayName, fromDate, untilDate, ...times.value };
  if (untilDate !== null && weeklyLeaveSpans(rule, fromDate, untilDate).length === 0)
    return { ok: false, problem: weeklyProblems.none };
  return { ok: true, value: { doctor: doctor.key, ...rule } };
}

export function checkClosure(body: unknown, today: string): Checked<Omit<ClinicClosure, 'id'>> {
  const dates = checkDates(body, today);
  if (!dates.ok) return dates;
  const reason = field(body, 'reason').replace(/\s+/g, ' ');
  if (reason.length < 2 || reason.length > 120) return { ok: false, problem: problems.reason };
  return { ok: true, value: { ...dates.value, reason } };
}

/**
 * /desk/diary: leave and closures entered as one range each, and the live visits they now cover. Behind the desk's
 * one guard like every desk route (server/desk/auth/guard.ts); each change is one transaction with its log row, then
 * 303 back to the page.
 */
export function registerRangesRoutes(app: FastifyInstance, deps: DeskDeps, store: DiaryStore): void {
  const author = (staff: Staff) => ({ staffId: staff.id, staffName: staff.name });

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    problem: string | null = null,
    form: RangeForm | null = null,
  ) {
    const staff = signedIn(request);
    const today = todayInKolkata(deps.now());
    const [ranges, toMove] = await Promise.all([store.upcomingRanges(today), store.visitsToMove(today)]);
    const newTimes = await newTimesFor(store.db, toMove, deps.now());
    const saved = !problem && takeSaved(request, reply);
    const tried = problem && form ? { form, fields: (request.body ?? {}) as Record<string, string> } : null;
    const page = (
      <RangesPage practiceName={deps.practiceName} {...{ staff, ...ranges, toMove, newTimes, saved, problem, tried }} />
    );
    return sendPage(reply, renderDeskPage(page), problem ? 422 : 200);
  }

  const savedAgain = (reply: FastifyReply) => redirectSaved(reply, '/desk/diary');

  app.get('/desk/diary', (request, reply) => show(request, reply));

  app.post('/desk/diary/leave', async (request, reply) => {
    const checked = checkLeave(request.body, todayInKolkata(deps.now()));
    if (!checked.ok) return show(request, reply, checked.problem, 'leave');
    const [staff, now] = [signedIn(request), deps.now()];
    await store.addLeave(checked.value, author(staff), now);
    const covers = rangeCovers(rangeSpan(checked.value));
    await tellPatientsInside(
      deps,
      store,
      { kind: 'leave', reason: '', covers, doctor: checked.value.doctor },
      staff,
      now,
    );
    return savedAgain(reply);
  });

  app.post('/desk/diary/weekly-leave', async (request, reply) => {
    const checked = checkWeeklyLeave(request.body, todayInKolkata(deps.now()));
    if (!checked.ok) return show(request, reply, checked.problem, 'weekly');
    const [staff, now] = [signedIn(request), deps.now()];
    await store.addWeeklyLeave(checked.value, author(staff), now);
    const covers = (visit: Span) => weeklyLeaveCovers(checked.value, visit);
    await tellPatientsInside(
      deps,
      store,
      { kind: 'leave', reason: '', covers, doctor: checked.value.doctor },
      staff,
      now,
    );
    return savedAgain(reply);
  });

  app.post('/desk/diary/closure', async (request, reply) => {
    const checked = checkClosure(request.body, todayInKolkata(deps.now()));
    if (!checked.ok) return show(request, reply, checked.problem, 'closure');
    const [staff, now] = [signedIn(request), deps.now()];
    await store.addClosure(checked.value, author(staff), now);
    const covers = rangeCovers(rangeSpan(checked.value));
    await tellPatientsInside(deps, store, { kind: 'closure', reason: checked.value.reason, covers }, staff, now);
    return savedAgain(reply);
  });

  /** A visit taken at the desk moves to a new time (a request's visit moves through the request's own confirm). */
  app.post('/desk/diary/move', async (request, reply) => {
    const start = parseInstant(field(request.body, 'start'));
    const moved =
      start === null
        ? null
        : await moveDeskVisit(store, field(request.body, 'id'), start, signedIn(request), deps.now());
    if (!moved) return show(request, reply, deskTimes.move.gone);
    if (!moved.held) return show(request, reply, moved.refusal.message);
    return savedAgain(reply);
  });

  app.post('/desk/diary/remove', async (request, reply) => {
    const kind = field(request.body, 'kind');
    const removed =
      RANGE_KINDS.includes(kind as RangeKind) &&
      (await store.removeRange(kind as RangeKind, field(request.body, 'id'), author(signedIn(request)), deps.now()));
    if (!removed) return show(request, reply, problems.gone);
    return savedAgain(reply);
  });
}
