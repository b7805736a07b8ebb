import { afterEach, expect, it } from 'vitest';
import { DiaryStore } from '../../server/diary/store/diary-store';
import { forEachBackend, freshDatabase } from './backends';
import { FORM_HEADERS, formA, JSON_HEADERS, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The booking form's optional time (form A's `booking_time`), on both backends and the fixed clock (Monday
 * 23 November 2026, 09:30 in Kolkata): held in the request's own transaction, `review` leaves it held for the desk,
 * `instant` confirms it with the desk's e-mail and calendar file; every refusal stores nothing and answers in the
 * clinic's words with the nearest free times; without a time the request is what it was.
 */

const RECEPTION = { staffId: null, staffName: 'Reception' };
// Tuesday 24 November 2026: Dr. Ananya Rao consults 09:00-13:00 in 15-minute slots.
const TUESDAY = '2026-11-24';
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(backend: 'sqlite' | 'postgres', confirmation: 'instant' | 'review' = 'review') {
  const database = await freshDatabase(backend);
  const server = await startTestServer(database.settings, { confirmation });
  servers.push(server);
  const db = server.app.clinic.store.db;
  const post = async (fields: Record<string, string>, headers: Record<string, string> = JSON_HEADERS) => {
    const json = headers === JSON_HEADERS;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers,
      payload: json ? JSON.stringify(fields) : urlencoded(fields),
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  };
  const count = async (table: string) =>
    Number((await db.get<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))!.n);
  const stored = async () => ({
    appointments: await count('appointments'),
    visits: await count('visits'),
    outbox: await count('outbox'),
    work: await count('desk_work'),
  });
  return { server, db, post, stored, diary: new DiaryStore(db), desk: server.app.clinic.desk };
}

/** The clinic's notification of the one request posted. */
async function clinicMail(db: TestServer['app']['clinic']['store']['db']) {
  const mail = await db.get<{ subject: string; text_body: string }>(
    "SELECT subject, text_body FROM outbox WHERE purpose = 'clinic'",
  );
  return mail!;
}

const booking = (time: string, overrides: Record<string, string> = {}) =>
  formA({ booking_date: TUESDAY, booking_time: time, ...overrides });

forEachBackend('a booking’s picked time', (backend) => {
  it('review: holds the time with the request in one transaction and answers that it is held', async () => {
    const { post, db, stored } = await start(backend, 'review');
    const answer = await post(booking('10:15'));
    expect(answer.status).toBe(201);
    const body = answer.json();
    expect(body.visit).toEqual({ date: TUESDAY, time: '10:15', doctor: 'Dr. Ananya Rao', status: 'held' });
    expect(body.message).toBe(
      'Thank you. 10:15 on Tuesday, 24 November is held for you; the clinic confirms it by e-mail.',
    );
    const [visit] = await db.all<{ status: string; starts_at: string; request_id: string }>(
      'SELECT status, starts_at, request_id FROM visits',
    );
    expect(visit).toEqual({ status: 'held', starts_at: '2026-11-24T04:45:00.000Z', request_id: body.id });
    // The desk confirms a held visit: no work row yet, the acknowledgment as ever.
    expect(await stored()).toEqual({ appointments: 1, visits: 1, outbox: 2, work: 0 });
    const patient = await db.get<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE purpose = 'patient'",
    );
    expect(patient!.subject).not.toMatch(/confirmed/);
    expect(patient!.text_body).toContain(
      'We received your request for an appointment on Tuesday, 24 November 2026 at 10:15 (Diabetes, Dr. Ananya Rao); the time is held for you, and the clinic confirms it by e-mail.',
    );
    // The clinic is told the time is held for it to confirm, not asked to call for one.
    const clinic = await clinicMail(db);
    expect(clinic.subject).toBe('New appointment request for 2026-11-24 (Tuesday) at 10:15');
    expect(clinic.text_body).toContain(
      'The patient picked 10:15, and it is held for them: confirm it in the front desk',
    );
    expect(clinic.text_body).toContain('Time: 10:15 (held, to confirm)');
    expect(clinic.text_body).not.toContain('Please call the patient to confirm a time');
  });

  it('instant: confirms the time, sends the confirmation with its calendar file instead of the acknowledgment', async () => {
    const { post, db, stored, desk } = await start(backend, 'instant');
    const answer = await post(booking('11:00'));
    expect(answer.status).toBe(201);
    expect(answer.json().visit.status).toBe('confirmed');
    expect(answer.json().message).toMatch(/confirmed/);
    expect(await stored()).toEqual({ appointments: 1, visits: 1, outbox: 2, work: 1 });
    const visit = await db.get<{ status: string }>('SELECT status FROM visits');
    expect(visit!.status).toBe('confirmed');
    expect(await db.get('SELECT status FROM desk_work')).toEqual({ status: 'confirmed' });
    const [request] = await desk.visitsOn([TUESDAY]);
    expect(request!.visit).toMatchObject({ date: TUESDAY, time: '11:00', doctor: 'Dr. Ananya Rao' });
    const mail = await db.get<{ subject: string; attachments: string | null }>(
      "SELECT subject, attachments FROM outbox WHERE purpose = 'patient'",
    );
    expect(mail!.subject).toMatch(/^Your appointment is confirmed: Tuesday, 24 November 2026 at 11:00/);
    expect(mail!.attachments).toContain('DTSTART;TZID=Asia/Kolkata:20261124T110000');
    // As long as the visit stored: Dr. Ananya Rao's 15-minute slot.
    expect(mail!.attachments).toContain('DTEND;TZID=Asia/Kolkata:20261124T111500');
    const clinic = await clinicMail(db);
    expect(clinic.subject).toBe('New appointment request for 2026-11-24 (Tuesday) at 11:00');
    expect(clinic.text_body).toContain('A new appointment was booked on the website for 11:00. It is confirmed');
    expect(clinic.text_body).toContain('Time: 11:00 (confirmed)');
  });

  it('without a time, the request is what it was: no visit', async () => {
    const { post, stored, db } = await start(backend);
    const answer = await post(booking(''));
    expect(answer.status).toBe(201);
    expect(answer.json().visit).toBeUndefined();
    expect(await stored()).toEqual({ appointments: 1, visits: 0, outbox: 2, work: 0 });
    const clinic = await clinicMail(db);
    expect(clinic.subject).toBe('New appointment request for 2026-11-24 (Tuesday)');
    expect(clinic.text_body).toContain('Please call the patient to confirm a time');
  });

  it('refuses a time just taken with the nearest free times, storing nothing of the second request', async () => {
    const { post, stored } = await start(backend);
    expect((await post(booking('10:00'))).status).toBe(201);
    const second = await post(booking('10:00', { email: 'ravi@example.org', name: 'Ravi' }));
    expect(second.status).toBe(422);
    expect(second.json().errors).toEqual({
      booking_time:
        'That time was just taken by another patient. Please choose another time. Free times nearest to it: ' +
        'Tuesday, 24 November 09:30, Tuesday, 24 November 09:45, Tuesday, 24 November 10:15.',
    });
    expect(await stored()).toEqual({ appointments: 1, visits: 1, outbox: 2, work: 0 });
  });

  it('refuses each other bad time in the clinic’s words, storing nothing', async () => {
    const { post, stored, diary } = await start(backend);
    await diary.addClosure({ fromDate: '2026-11-25', toDate: '2026-11-25', reason: 'Diwali' }, RECEPTION, NOW);
    await diary.addLeave(
      { doctor: 'physician', fromDate: '2026-11-26', toDate: '2026-11-26', fromTime: '11:00', untilTime: null },
      RECEPTION,
      NOW,
    );
    const cases: Array<[Record<string, string>, RegExp]> = [
      [booking('10:07'), /^That time is not one of the free times of the doctor\./],
      [booking('13:00'), /^That time is not one of the free times of the doctor\./],
      [booking('25:00'), /^Please choose one of the times offered, or leave the time empty\.$/],
      [booking('10:15', { select: 'subject' }), /^Please choose a doctor to pick a time/],
      [booking('09:00', { booking_date: '2026-11-23' }), /^That time has passed \(it is 09:30 now\)/],
      // Today within the two hours' notice: not one of the times offered.
      [booking('10:30', { booking_date: '2026-11-23' }), /^That time is not one of the free times/],
      [booking('10:00', { booking_date: '2026-11-25' }), /^The clinic is closed on that date: Diwali\./],
      [booking('11:15', { booking_date: '2026-11-26' }), /^Dr\. Ananya Rao is away on that date\./],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(fields);
      expect(answer.status, fields.booking_time).toBe(422);
      expect(answer.json().errors.booking_time).toMatch(message);
    }
    expect(await stored()).toEqual({ appointments: 0, visits: 0, outbox: 0, work: 0 });
  });

  it('without JavaScript, a refused time answers the form again with all that was typed and the nearest times', async () => {
    const { post, stored } = await start(backend);
    expect((await post(booking('10:00'))).status).toBe(201);
    const answer = await post(booking('10:00', { name: 'Meera Nair', email: 'meera@example.org' }), FORM_HEADERS);
    expect(answer.status).toBe(422);
    expect(answer.body).toContain('That time was just taken by another patient.');
    expect(answer.body).toContain('Free times nearest to it: Tuesday, 24 November 09:30');
    expect(answer.body).toContain('value="Meera Nair"');
    expect(answer.body).toContain('value="meera@example.org"');
    expect(answer.body).toContain(`value="${TUESDAY}"`);
    expect(await stored()).toEqual({ appointments: 1, visits: 1, outbox: 2, work: 0 });
  });

  it('holds one time once out of 20 parallel bookings; the others are refused and store nothing', async () => {
    const { post, stored } = await start(backend, 'instant');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(booking('12:00', { email: `p${index}@example.org` }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json().errors.booking_time).toMatch(/^That time was just taken/);
    expect(await stored()).toEqual({ appointments: 1, visits: 1, outbox: 2, work: 1 });
  });
});
