import type { TestServer } from './helpers';

/** The patient's link tests' readings (tests/server/visit-link*.test.ts). */

/** Dr. Ananya Rao's free times on `date` (HH:MM, India) as the public API answers them now. */
export async function availableAt(server: TestServer, date: string, doctor = 'dr-ananya-rao'): Promise<string[]> {
  const answer = await server.app.inject({ url: `/api/availability?doctor=${doctor}&from=${date}&to=${date}` });
  return (answer.json() as { times: Array<{ time: string }> }).times.map((time) => time.time);
}

/** Everything a change on the patient's page could write: equal before and after a refusal. */
export async function storedState(server: TestServer): Promise<Record<string, unknown[]>> {
  const { db } = server.app.clinic.store;
  const read = (sql: string) => db.all<Record<string, unknown>>(sql);
  return {
    visits: await read('SELECT id, doctor, starts_at, status, request_id, updated_at FROM visits ORDER BY id'),
    work: await read('SELECT request_id, status, reminder_sent_at, updated_at FROM desk_work ORDER BY request_id'),
    audit: await read('SELECT id, action, ref FROM desk_audit ORDER BY id'),
    outbox: await read('SELECT id FROM outbox ORDER BY id'),
    links: await read('SELECT token_hash, request_id FROM visit_links ORDER BY token_hash'),
  };
}

/** The desk's e-mail settings the tests' reminder and expiry runs write with, for the site at `origin`. */
export const mailSettingsFor = (origin: string) => ({
  practiceName: 'Clinic',
  clinicPhone: '+91 98765 43210',
  siteOrigin: origin,
});

/** One run of the day-before reminder job (server/desk/reminders.ts) at `now`, from 17:00 India time. */
export async function remindAt(server: TestServer, origin: string, now: Date): Promise<number> {
  const { queueReminders } = await import('../../server/desk/reminders');
  return queueReminders({
    store: server.app.clinic.desk,
    worker: server.app.clinic.worker,
    settings: mailSettingsFor(origin),
    reminderHour: 17,
    log: server.app.log,
    now: () => now,
  });
}
