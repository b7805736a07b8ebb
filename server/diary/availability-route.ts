import type { FastifyInstance } from 'fastify';
import { diary } from '../../content/diary';
import { daysBetween, parseCalendarDate } from '../../common/booking-dates';
import type { Database } from '../storage/sql/database';
import { kolkataDateTime } from './availability';
import { diaryDoctor } from './doctors';
import { readFreeTimes } from './store/diary-reads';

/** One free time as the API answers it: the UTC instant, and the date and time in the clinic's zone. */
export interface FreeTimeAnswer {
  start: string;
  end: string;
  date: string;
  time: string;
}

const problem = (field: string, message: string) => ({ error: message, field });

/**
 * `GET /api/availability?doctor=slug&from=YYYY-MM-DD&to=YYYY-MM-DD`: the doctor's free times over at most
 * `maxRangeDays` days (content/diary.ts), read from the one availability function (server/diary/availability.ts).
 * Bad input is answered 400 naming the parameter; never cached, since a time can be taken any moment.
 */
export function registerAvailabilityRoute(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  app.get('/api/availability', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const doctor = diaryDoctor(text('doctor'));
    const [from, to] = [text('from'), text('to')];
    const refuse = (field: string, message: string) =>
      reply.code(400).header('cache-control', 'no-store').send(problem(field, message));
    if (!doctor) return refuse('doctor', 'doctor must be the profile slug of one of the clinic’s doctors');
    if (parseCalendarDate(from) === null) return refuse('from', 'from must be a real date written YYYY-MM-DD');
    if (parseCalendarDate(to) === null) return refuse('to', 'to must be a real date written YYYY-MM-DD');
    const days = daysBetween(from, to) + 1;
    if (days < 1) return refuse('to', 'to must be the same date as from or later');
    if (days > diary.maxRangeDays) return refuse('to', `from and to may span at most ${diary.maxRangeDays} days`);
    const free = await readFreeTimes(deps.db, doctor, from, to, deps.now());
    const times: FreeTimeAnswer[] = free.map((span) => ({
      start: new Date(span.start).toISOString(),
      end: new Date(span.end).toISOString(),
      ...kolkataDateTime(span.start),
    }));
    return reply
      .header('cache-control', 'no-store')
      .send({ doctor: doctor.slug, from, to, timeZone: 'Asia/Kolkata', slotMinutes: doctor.slotMinutes, times });
  });
}
