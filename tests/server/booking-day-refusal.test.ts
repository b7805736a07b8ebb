import { afterEach, expect, it } from 'vitest';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { forEachBackend, freshDatabase } from './backends';
import { FORM_HEADERS, formA, JSON_HEADERS, startTestServer, urlencoded, type TestServer, NOW } from './helpers';

/**
 * A request for a date the diary keeps closed (issue 46): a closure the desk entered, or the chosen doctor away for the
 * whole date, is refused without a time too, with the desk's reason and the next days with free times, and the
 * picker's availability for that date says the same words before the patient sends. Both backends, the fixed clock
 * (Monday 23 November 2026, 09:30 in Kolkata); the sample's Dr. Ananya Rao consults Monday to Friday, 09:00-13:00.
 */

const RECEPTION = { staffId: null, staffName: 'Reception' };
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(backend: 'sqlite' | 'postgres') {
  const database = await freshDatabase(backend);
  const server = await startTestServer(database.settings);
  servers.push(server);
  const db = server.app.clinic.store.db;
  const post = async (fields: Record<string, string>, headers: Record<string, string> = JSON_HEADERS) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers,
      payload: headers === JSON_HEADERS ? JSON.stringify(fields) : urlencoded(fields),
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  };
  const closedOn = async (date: string) =>
    (
      await server.app.inject({ method: 'GET', url: `/api/availability?doctor=dr-ananya-rao&from=${date}&to=${date}` })
    ).json().closed as string | undefined;
  const appointments = async () =>
    Number((await db.get<{ n: number | string }>('SELECT count(*) AS n FROM appointments'))!.n);
  const diary = new DiaryStore(db);
  await diary.addClosure({ fromDate: '2026-11-25', toDate: '2026-11-25', reason: 'Diwali' }, RECEPTION, NOW);
  await diary.addLeave(
    { doctor: 'physician', fromDate: '2026-11-26', toDate: '2026-11-26', fromTime: null, untilTime: null },
    RECEPTION,
    NOW,
  );
  await diary.addLeave(
    { doctor: 'physician', fromDate: '2026-11-27', toDate: '2026-11-27', fromTime: '11:00', untilTime: null },
    RECEPTION,
    NOW,
  );
  return { post, closedOn, appointments };
}

const closed =
  'The clinic is closed on that date: Diwali. Please choose another date. ' +
  'The next days with free times with Dr. Ananya Rao: Friday, 27 November; Monday, 30 November; Tuesday, 1 December.';
const away =
  'Dr. Ananya Rao is away on that date. Please choose another date or doctor. ' +
  'The next days with free times with Dr. Ananya Rao: Friday, 27 November; Monday, 30 November; Tuesday, 1 December.';

forEachBackend('a request for a date the diary keeps closed', (backend) => {
  it('is refused without a time, with the reason and the next days, and the picker says so first', async () => {
    const { post, closedOn, appointments } = await start(backend);
    const onClosure = await post(formA({ booking_date: '2026-11-25' }));
    expect(onClosure.status).toBe(422);
    expect(onClosure.json().errors).toEqual({ booking_date: closed });
    expect(await closedOn('2026-11-25')).toBe(closed);

    const onLeave = await post(formA({ booking_date: '2026-11-26' }), FORM_HEADERS);
    expect(onLeave.status).toBe(422);
    expect(onLeave.body).toContain(away);
    expect(await closedOn('2026-11-26')).toBe(away);

    // No doctor chosen: the clinic's closure still refuses the date.
    const anyDoctor = await post(formA({ booking_date: '2026-11-25', select: 'subject' }));
    expect(anyDoctor.json().errors).toEqual({
      booking_date: 'The clinic is closed on that date: Diwali. Please choose another date.',
    });
    expect(await appointments()).toBe(0);
  });

  it('names a day the doctor does not consult in the picker in the booking rules’ words; a part-day leave is taken', async () => {
    const { post, closedOn, appointments } = await start(backend);
    expect(await closedOn('2026-11-28')).toBe(
      'Dr. Ananya Rao does not consult on Saturday, 28 November. ' +
        'Next consulting days: Monday, 30 November; Tuesday, 1 December; Wednesday, 2 December. ' +
        'Please choose one of them, or another doctor.',
    );
    // Away from 11:00 only: the morning is free, so the date is offered and a request for it is taken.
    expect(await closedOn('2026-11-27')).toBeUndefined();
    expect((await post(formA({ booking_date: '2026-11-27' }))).status).toBe(201);
    expect(await appointments()).toBe(1);
  });
});
