import { afterEach, describe, expect, it } from 'vitest';
import { doctorSchedules, type DoctorSchedule } from '../../common/forms/doctor-rule';
import { fieldMessages } from '../../content/forms/messages';
import { site } from '../../content/site';
import { fill } from '../../content/ui';
import { FORM_HEADERS, JSON_HEADERS, countRows, formA, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * Booking rules follow the doctor (issue 35): a day the chosen doctor does not consult, or a service the doctor does
 * not treat, is refused with 422 and stores nothing, with a script and without one. The sample's doctors consult every
 * day the clinic opens, so the service is given a schedule where the first consults on Mondays and Wednesdays only;
 * the clock reads Monday 23 November 2026 (tests/server/helpers.ts).
 */
const [sampleFirst, ...others] = doctorSchedules(site.doctors);
const doctor: DoctorSchedule = { ...sampleFirst!, days: new Set(['monday', 'wednesday']) };
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const treated = doctor.services[0]!;
const untreated = others.flatMap((other) => other.services).find((service) => !doctor.services.includes(service))!;
const awayMessage = fill(fieldMessages.dateDoctorAway, {
  doctor: doctor.name,
  date: 'Tuesday, 24 November',
  next: 'Wednesday, 25 November; Monday, 30 November; Wednesday, 2 December',
});
/** The sample's other doctor treats it: the refusal names her or him. */
const offering = others.filter((other) => other.services.includes(untreated)).map((other) => other.name);
const serviceMessage = fill(fieldMessages.doctorServiceOthers, {
  doctor: doctor.name,
  service: untreated,
  doctors: offering.join(''),
});

let server: TestServer;
afterEach(() => server?.close());

const post = (headers: Record<string, string>, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers,
    payload: headers === JSON_HEADERS ? JSON.stringify(fields) : urlencoded(fields),
  });
const nothingStored = { appointments: 0, messages: 0, subscriptions: 0, outbox: 0 };

describe('a booking with a chosen doctor', () => {
  it('on a day the doctor does not consult, though the clinic is open: 422 naming the doctor’s days, nothing stored', async () => {
    server = await startTestServer({}, { doctors: [doctor, ...others] });
    const response = await post(
      JSON_HEADERS,
      formA({ select: doctor.name, serviceName: treated, booking_date: TUESDAY }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ ok: false, errors: { booking_date: awayMessage } });
    expect(Object.keys(response.json().errors)).toEqual(['booking_date']);
    expect(countRows(server.config.dataDir)).toEqual(nothingStored);
  });

  it('for a service the doctor does not treat: 422 on the doctor naming who does, nothing stored', async () => {
    server = await startTestServer({}, { doctors: [doctor, ...others] });
    const response = await post(
      JSON_HEADERS,
      formA({ select: doctor.name, serviceName: untreated, booking_date: WEDNESDAY }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ select: serviceMessage });
    expect(countRows(server.config.dataDir)).toEqual(nothingStored);
  });

  it('without JavaScript: the 422 page names both and the doctor who treats the service, keeps what was typed, and stores nothing', async () => {
    server = await startTestServer({}, { doctors: [doctor, ...others] });
    const fields = formA({ select: doctor.name, serviceName: untreated, booking_date: TUESDAY });
    const response = await post(FORM_HEADERS, fields);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(awayMessage);
    expect(offering).toHaveLength(1);
    expect(html).toContain(serviceMessage);
    expect(html).toContain(`For ${untreated}, please choose ${offering[0]}, or choose another service.`);
    expect(html).toMatch(
      new RegExp(`<input[^>]*name="booking_date"[^>]*value="${TUESDAY}"|value="${TUESDAY}"[^>]*name="booking_date"`),
    );
    expect(html).toContain(`value="${fields.name}"`);
    expect(countRows(server.config.dataDir)).toEqual(nothingStored);
  });

  it('on a day the doctor consults, for a service the doctor treats: stored (201)', async () => {
    server = await startTestServer({}, { doctors: [doctor, ...others] });
    const response = await post(
      JSON_HEADERS,
      formA({ select: doctor.name, serviceName: treated, booking_date: WEDNESDAY }),
    );
    expect(response.statusCode).toBe(201);
    expect(countRows(server.config.dataDir).appointments).toBe(1);
  });

  it('with the clinic’s own doctors (content/site.ts): a service the chosen doctor does not treat is refused, naming who does', async () => {
    server = await startTestServer();
    const response = await post(JSON_HEADERS, formA({ select: sampleFirst!.name, serviceName: untreated }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ select: serviceMessage });
    expect(countRows(server.config.dataDir)).toEqual(nothingStored);
  });

  it('with a session on chosen weeks (the 1st and 3rd Wednesday): the 4th is refused, with or without a time, naming the next ones', async () => {
    const visiting: DoctorSchedule = {
      ...doctor,
      days: new Set(['wednesday']),
      consultingHours: [{ day: 'wednesday', from: '09:00', until: '13:00', weeks: { ofMonth: [1, 3] } }],
    };
    server = await startTestServer({}, { doctors: [visiting, ...others] });
    const refused = fill(fieldMessages.dateDoctorAway, {
      doctor: doctor.name,
      date: 'Wednesday, 25 November',
      next: 'Wednesday, 2 December; Wednesday, 16 December; Wednesday, 6 January',
    });
    for (const extra of [{}, { booking_time: '10:00' }] as Array<Record<string, string>>) {
      const response = await post(
        JSON_HEADERS,
        formA({ select: doctor.name, serviceName: treated, booking_date: WEDNESDAY, ...extra }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toMatchObject({ booking_date: refused });
    }
    const first = await post(
      JSON_HEADERS,
      formA({ select: doctor.name, serviceName: treated, booking_date: '2026-12-02' }),
    );
    expect(first.statusCode).toBe(201);
    expect(countRows(server.config.dataDir).appointments).toBe(1);
  });

  it('for today once the doctor’s last session has ended (09:30 now): refused, naming the next days', async () => {
    const early: DoctorSchedule = {
      ...doctor,
      days: new Set(['monday']),
      consultingHours: [{ day: 'monday', from: '09:00', until: '09:30' }],
    };
    server = await startTestServer({}, { doctors: [early, ...others] });
    const response = await post(
      JSON_HEADERS,
      formA({ select: doctor.name, serviceName: treated, booking_date: '2026-11-23' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      booking_date: fill(fieldMessages.dateDoctorDone, {
        doctor: doctor.name,
        next: 'Monday, 30 November; Monday, 7 December; Monday, 14 December',
      }),
    });
    expect(countRows(server.config.dataDir)).toEqual(nothingStored);
  });
});
