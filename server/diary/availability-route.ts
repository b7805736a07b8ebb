import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { diary } from '../../content/diary';
import { chooseEncoding } from '../accept-encoding';
import { addDays, daysBetween, parseCalendarDate, todayInKolkata, kolkataDateTime } from '../../common/booking-dates';
import type { Database } from '../storage/sql/database';
import { FreeTimesCache } from './free-times-cache';
import { diaryDoctor, diaryRules } from './doctors';
import { readFreeTimes } from './store/diary-reads';
import { noTimesReason } from './day-block';

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
 * `maxRangeDays` days (content/diary.ts), read from the one availability function (server/diary/availability.ts);
 * for one date without a free time, `closed`: why, in the words a request for it is refused with (day-block.ts).
 * Bad input is answered 400 naming the parameter; never cached by the browser, since a time can be taken any moment.
 * The service keeps its answers while the diary's generation stands (free-times-cache.ts).
 */
export async function registerAvailabilityRoute(
  parent: FastifyInstance,
  deps: { db: Database; now: () => Date; /** Answers per minute per address; 0 = no limit. */ rateLimit: number },
): Promise<void> {
  await parent.register(async (app) => {
    // Counted before any work: a patient's picker asks once per date chosen, far below the limit.
    if (deps.rateLimit > 0)
      await app.register(rateLimitPlugin, { global: true, max: deps.rateLimit, timeWindow: 60_000 });
    availabilityRoute(app, deps);
  });
}

function availabilityRoute(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const cache = new FreeTimesCache(deps.db);
  // Compressed here, once per kept answer, rather than by the service's compression hook at every request.
  app.get('/api/availability', { compress: false }, async (request, reply) => {
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
    const now = deps.now();
    // Dates are bounded by the booking horizon (a day of slack before today, for a page left open over midnight): a
    // range outside it has no times to offer, and would only be a new key of the kept answers.
    const today = todayInKolkata(now);
    const [first, last] = [addDays(today, -1), addDays(today, diaryRules.horizonDays)];
    if (from < first || from > last) return refuse('from', `from must be a date from ${first} to ${last}`);
    if (to > last) return refuse('to', `to must be a date no later than ${last}`);
    // The answer depends on the clock only through today's date and the minute now falls in (rounded up): slot starts
    // and minimum notices are whole minutes, so within one such minute the same slots are too soon.
    const minute = Math.ceil(now.getTime() / 60_000);
    const body = await cache.answer(
      { key: `${doctor.key} ${from} ${to}`, minute, oneDay: from === to },
      async (sql) => {
        const free = await readFreeTimes(sql, doctor, from, to, now);
        const times: FreeTimeAnswer[] = free.map((span) => ({
          start: new Date(span.start).toISOString(),
          end: new Date(span.end).toISOString(),
          ...kolkataDateTime(span.start),
        }));
        // One date with no free time: why, when the week or the diary keeps it closed (the request would be refused).
        const closed = from === to && times.length === 0 ? await noTimesReason(sql, doctor, from, now) : null;
        return JSON.stringify({
          doctor: doctor.slug,
          from,
          to,
          timeZone: 'Asia/Kolkata',
          slotMinutes: doctor.slotMinutes,
          times,
          ...(closed ? { closed } : {}),
        });
      },
    );
    const encoding = chooseEncoding(request.headers['accept-encoding'], { br: true, gz: true });
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .header('content-type', 'application/json; charset=utf-8')
      .send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gz : body.identity);
  });
}
