import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, parseCalendarDate, parseInstant, todayInKolkata, kolkataDateTime } from '../../common/booking-dates';
import { day } from '../../content/day';
import { LIMITS, PHONE_PATTERN } from '../../content/forms/kinds';
import { formMessages } from '../../content/forms/messages';
import { type Span } from '../diary/availability';
import { deskVisitMoves } from '../diary/store/move-visit';
import type { TriedBooking } from '../diary/day-view-slot';
import { diaryDoctor, diaryDoctors } from '../diary/doctors';
import { VISIT_MARKS, type VisitMark } from '../diary/store/day-store';
import { signedIn } from './auth/guard';
import { field, sendPage, type DeskDeps } from './deps';
import { DayPage } from './pages/day-page';
import { renderDeskPage } from './pages/layout';
import { redirectSaved, takeSaved } from './saved-notice';
import { mondayOf, WeekPage } from './pages/week-page';

/**
 * The day view (docs/front-desk.md, docs/decisions/0047-the-day-at-the-desk.md), staff-only by the desk's one guard:
 * the day's slots per doctor; booking a caller or walk-in (303 back to the day, or the day again with the refusal and
 * what was typed); marking an arrival or a no-show; the week a day is in, read only.
 */

const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

export function registerDayRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { now } = deps;
  const validDate = (value: unknown) => (typeof value === 'string' && parseCalendarDate(value) !== null ? value : null);

  const showDay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    date: string,
    options: { status?: number; problem?: string; tried?: TriedBooking; alternatives?: Span[] } = {},
  ) => {
    const at = now();
    const doctors = await deps.day.day(date, at);
    const page = (
      <DayPage
        practiceName={deps.practiceName}
        staff={signedIn(request)}
        date={date}
        today={todayInKolkata(at)}
        doctors={doctors}
        saved={takeSaved(request, reply)}
        problem={options.problem ?? null}
        tried={options.tried ?? null}
        alternatives={options.alternatives ?? []}
        moves={await deskVisitMoves(deps.day.db, doctors, at)}
      />
    );
    return sendPage(reply, renderDeskPage(page), options.status ?? 200);
  };

  app.get('/desk/day', async (request, reply) => {
    const asked = (request.query as Record<string, unknown>).date;
    const today = todayInKolkata(now());
    if (asked === undefined || asked === '') return showDay(request, reply, today);
    const date = validDate(asked);
    return date
      ? showDay(request, reply, date)
      : showDay(request, reply, today, { status: 400, problem: day.problems.date });
  });

  /** The week a date is in (today's without one), for one doctor or all: read only, each day a link to its day. */
  app.get('/desk/week', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const at = now();
    const today = todayInKolkata(at);
    const date = query.date === undefined || query.date === '' ? today : validDate(query.date);
    const doctor = typeof query.doctor === 'string' && query.doctor !== '' ? (diaryDoctor(query.doctor) ?? null) : null;
    if (!date) return showDay(request, reply, today, { status: 400, problem: day.problems.date });
    const monday = mondayOf(date);
    const dates = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
    const days = await Promise.all(
      dates.map(async (one) => ({
        date: one,
        doctors: (await deps.day.day(one, at)).filter((doctorDay) => !doctor || doctorDay.doctor.key === doctor.key),
      })),
    );
    const page = (
      <WeekPage
        practiceName={deps.practiceName}
        staff={signedIn(request)}
        monday={monday}
        today={today}
        days={days}
        allDoctors={diaryDoctors}
        doctor={doctor}
      />
    );
    return sendPage(reply, renderDeskPage(page));
  });

  app.post('/desk/day/book', async (request, reply) => {
    const staff = signedIn(request);
    const body = request.body;
    const tried: TriedBooking = {
      doctor: field(body, 'doctor'),
      start: field(body, 'start'),
      name: field(body, 'name').slice(0, LIMITS.maxName),
      phone: field(body, 'phone').slice(0, LIMITS.maxPhone),
    };
    const doctor = diaryDoctor(tried.doctor);
    const start = parseInstant(tried.start);
    const date = validDate(field(body, 'date')) ?? todayInKolkata(now());
    const refuse = (problem: string, status = 422, alternatives: Span[] = []) =>
      showDay(request, reply, date, { status, problem, tried, alternatives });
    if (!doctor || start === null) return refuse(day.problems.slot);
    if (!tried.name) return refuse(day.problems.name);
    if (!PHONE.test(tried.phone)) return refuse(formMessages.phoneInvalid);
    const result = await deps.day.book({ doctor, start, name: tried.name, phone: tried.phone }, staff, now());
    if (!result.held)
      return refuse(result.refusal.message, result.refusal.reason === 'taken' ? 409 : 422, result.refusal.alternatives);
    return redirectSaved(reply, `/desk/day?date=${date}`);
  });

  app.post('/desk/day/visits/:id/mark', async (request, reply) => {
    const staff = signedIn(request);
    const mark = field(request.body, 'mark');
    const date = validDate(field(request.body, 'date')) ?? todayInKolkata(now());
    const { id } = request.params as { id: string };
    // `confirmed` takes a mark back (Undo), on the day it was made.
    if (!VISIT_MARKS.includes(mark as VisitMark) && mark !== 'confirmed')
      return showDay(request, reply, date, { status: 422, problem: day.problems.visit });
    const marked = await deps.day.mark(id, mark as VisitMark | 'confirmed', staff, now());
    if (marked === 'gone') return showDay(request, reply, date, { status: 404, problem: day.problems.visit });
    if (marked === 'late') return showDay(request, reply, date, { status: 409, problem: day.problems.undo });
    if (marked === 'rebooked')
      return showDay(request, reply, date, { status: 409, problem: day.problems.undoRebooked });
    if (marked === 'held') return showDay(request, reply, date, { status: 409, problem: day.problems.held });
    return redirectSaved(reply, `/desk/day?date=${date}`);
  });

  /** A visit booked at the desk moves to one of its doctor's free times: the day of its new time is shown. */
  app.post('/desk/day/visits/:id/move', async (request, reply) => {
    const { id } = request.params as { id: string };
    const start = parseInstant(field(request.body, 'start'));
    const moved = start === null ? null : await deps.day.moveDeskVisit(id, start, signedIn(request), now());
    const today = todayInKolkata(now());
    if (!moved) return showDay(request, reply, today, { status: 404, problem: day.problems.visit });
    if (!moved.held) return showDay(request, reply, today, { status: 409, problem: moved.refusal.message });
    const { date } = kolkataDateTime(start!);
    return redirectSaved(reply, `/desk/day?date=${date}`);
  });

  /** A caller or walk-in rings to cancel: the visit booked at the desk is cancelled and its time free at once. */
  app.post('/desk/day/visits/:id/cancel', async (request, reply) => {
    const date = validDate(field(request.body, 'date')) ?? todayInKolkata(now());
    const { id } = request.params as { id: string };
    if (!(await deps.day.cancelDeskVisit(id, signedIn(request), now())))
      return showDay(request, reply, date, { status: 404, problem: day.problems.visit });
    return redirectSaved(reply, `/desk/day?date=${date}`);
  });
}
