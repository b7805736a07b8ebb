import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expireHolds } from '../../server/diary/hold-expiry';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff, storedSessionCookie } from './desk-helpers';
import { formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';
import { mailSettingsFor, remindAt } from './visit-link-helpers';

/**
 * The visit's lifecycle over random sequences of actions through every door (issue 44; fast-check's model-based
 * commands), on both backends, with the clock as an input: the patient books (with or without a time), moves and
 * cancels by their link; the desk confirms a picked time, gives a time, books and cancels a walk-in, marks a visit and
 * undoes a mark; a closure or a doctor's leave is entered; the clock moves on and the job runs (unconfirmed holds and
 * offers end, reminders go). After every step the invariants hold:
 * - no two visits of one doctor that hold their time overlap (a mark does not free it);
 * - a request holds at most one live visit;
 * - the website offers no time a visit holds;
 * - every visit that holds its time is on the desk's day view of its day, under its patient's name;
 * - a request the desk reads as confirmed at a time has that visit in the diary, and a confirmed visit of a request
 *   is the request's confirmed time; a mark in the day view is the request's status too;
 * - no reminder is queued for a visit inside a closure or a doctor's leave.
 * Few days and few times, so the actions collide. MODEL_RUNS sets the number of sequences per backend.
 */

const ORIGIN = 'http://localhost:4641';
/** Sequences per backend: PostgreSQL's round trips make each of its steps slower. */
const RUNS = { sqlite: Number(process.env.MODEL_RUNS ?? 100), postgres: Number(process.env.MODEL_RUNS ?? 40) };
const DAYS = ['2026-11-24', '2026-11-25'] as const;
const TIMES = ['09:00', '09:15', '09:30'] as const;
const RAO = 'Dr. Ananya Rao';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
const LINK = new RegExp(`${ORIGIN}(/visit/[A-Za-z0-9_-]{43})`);

/** What the commands need to know to be possible; the invariants are read from the system itself. */
interface Model {
  requests: number;
}

interface Real {
  server: TestServer;
  cookie: string;
  staffId: string;
  clock: { now: Date };
  requests: Array<{ id: string; ref: string; email: string; link: string }>;
  made: number;
}

type Command = fc.AsyncCommand<Model, Real>;

/** Patients are new people in every sequence: the acknowledgments a day per address are capped. */
let people = 0;

const post = (real: Real, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  real.server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: real.cookie, ...headers },
    payload: urlencoded(fields),
  });
const db = (real: Real) => real.server.app.clinic.store.db;

class Book implements Command {
  constructor(
    readonly day: string,
    readonly time: string | null,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const n = ++people;
    const email = `patient${n}@example.org`;
    const fields = formA({
      email,
      name: `Patient ${n}`,
      booking_date: this.day,
      ...(this.time ? { booking_time: this.time } : {}),
    });
    const answer = await post(real, '/api/appointments', fields, { accept: 'application/json' });
    expect([201, 422]).toContain(answer.statusCode);
    if (answer.statusCode !== 201) return;
    const id = answer.json().id as string;
    const row = await db(real).get<{ ref: string }>('SELECT ref FROM appointments WHERE id = ?', [id]);
    const mail = await db(real).get<{ text: string }>(
      "SELECT text_body AS text FROM outbox WHERE request_id = ? AND purpose = 'patient' ORDER BY id LIMIT 1",
      [id],
    );
    real.requests.push({ id, ref: row!.ref, email, link: LINK.exec(mail!.text)![1]! });
    model.requests++;
  }
  toString = () => `book ${this.day} ${this.time ?? '(no time)'}`;
}

/** An action on the n-th request (modulo how many there are). */
abstract class OnRequest implements Command {
  constructor(readonly which: number) {}
  check = (model: Readonly<Model>) => model.requests > 0;
  protected request(real: Real) {
    return real.requests[this.which % real.requests.length]!;
  }
  abstract run(model: Model, real: Real): Promise<void>;
}

class ConfirmHeld extends OnRequest {
  async run(_model: Model, real: Real) {
    const answer = await post(real, `/desk/requests/${this.request(real).ref}/confirm-held`, {});
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `desk confirms the picked time of #${this.which}`;
}

class DeskGivesTime extends OnRequest {
  constructor(
    which: number,
    readonly day: string,
    readonly time: string,
  ) {
    super(which);
  }
  async run(_model: Model, real: Real) {
    const fields = { date: this.day, time: this.time, doctor: RAO };
    const answer = await post(real, `/desk/requests/${this.request(real).ref}/confirm`, fields);
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `desk confirms #${this.which} at ${this.day} ${this.time}`;
}

class PatientMoves extends OnRequest {
  constructor(
    which: number,
    readonly day: string,
    readonly time: string,
  ) {
    super(which);
  }
  async run(_model: Model, real: Real) {
    const answer = await post(real, `${this.request(real).link}/move`, { start: at(this.day, this.time) });
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `patient #${this.which} moves to ${this.day} ${this.time}`;
}

class PatientCancels extends OnRequest {
  async run(_model: Model, real: Real) {
    const answer = await post(real, `${this.request(real).link}/cancel`, {});
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `patient #${this.which} cancels`;
}

class WalkIn implements Command {
  constructor(
    readonly day: string,
    readonly time: string,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const n = ++real.made;
    const fields = { doctor: 'physician', start: at(this.day, this.time), date: this.day, name: `Walk-in ${n}` };
    const answer = await post(real, '/desk/day/book', { ...fields, phone: '98860 44321' });
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `desk books a walk-in at ${this.day} ${this.time}`;
}

class Mark implements Command {
  constructor(
    readonly which: number,
    readonly mark: 'visited' | 'no-show',
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const visits = await db(real).all<{ id: string; starts_at: string }>(
      "SELECT id, starts_at FROM visits WHERE status <> 'cancelled' ORDER BY id",
    );
    if (visits.length === 0) return;
    const visit = visits[this.which % visits.length]!;
    const date = [...DAYS].reverse().find((day) => visit.starts_at >= at(day, '00:00')) ?? DAYS[0];
    const answer = await post(real, `/desk/day/visits/${visit.id}/mark`, { mark: this.mark, date });
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `desk marks visit #${this.which} ${this.mark}`;
}

/** The desk takes a mark back (Undo): allowed on the day it was made, refused (409) after. */
class Undo implements Command {
  constructor(readonly which: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const marked = await db(real).all<{ id: string }>(
      "SELECT id FROM visits WHERE status IN ('visited', 'no-show') ORDER BY id",
    );
    if (marked.length === 0) return;
    const visit = marked[this.which % marked.length]!;
    const answer = await post(real, `/desk/day/visits/${visit.id}/mark`, { mark: 'confirmed', date: DAYS[0] });
    expect([303, 409]).toContain(answer.statusCode);
  }
  toString = () => `desk undoes the mark of visit #${this.which}`;
}

/** The day view offers Undo on so many marks of that day (not on one whose request has since had another time). */
class DayOffersUndo implements Command {
  constructor(
    readonly day: string,
    readonly count: number,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const page = await real.server.app.inject({ url: `/desk/day?date=${this.day}`, headers: { cookie: real.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<button [^>]*value="confirmed"[^>]*>/g) ?? []).toHaveLength(this.count);
  }
  toString = () => `the day view of ${this.day} offers Undo ${this.count} times`;
}

/** A caller rings to cancel the visit the desk booked for them. */
class CancelWalkIn implements Command {
  constructor(readonly which: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const booked = await db(real).all<{ id: string }>(
      "SELECT id FROM visits WHERE request_id IS NULL AND status IN ('held', 'confirmed') ORDER BY id",
    );
    if (booked.length === 0) return;
    const visit = booked[this.which % booked.length]!;
    expect((await post(real, `/desk/day/visits/${visit.id}/cancel`, { date: DAYS[0] })).statusCode).toBe(303);
  }
  toString = () => `desk cancels walk-in #${this.which}`;
}

class Closure implements Command {
  constructor(readonly day: string) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const answer = await post(real, '/desk/diary/closure', { from: this.day, to: this.day, reason: 'Festival' });
    expect(answer.statusCode).toBeLessThan(500);
  }
  toString = () => `clinic closed on ${this.day}`;
}

class Leave implements Command {
  constructor(
    readonly day: string,
    readonly from: string,
  ) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    const fields = { doctor: 'physician', from: this.day, to: this.day, fromTime: this.from };
    expect((await post(real, '/desk/diary/leave', fields)).statusCode).toBeLessThan(500);
  }
  toString = () => `${RAO} away on ${this.day} from ${this.from}`;
}

/** The clock moves on, and the reminder job runs: nothing it queues may be for a visit inside a closure or leave. */
class ClockMoves implements Command {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.clock.now = new Date(real.clock.now.getTime() + this.hours * 3_600_000);
    // The receptionist signs in again after the idle time.
    real.cookie = await storedSessionCookie(real.server.app.clinic.desk, real.staffId, real.clock.now);
    const before = await db(real).get<{ n: number }>('SELECT max(id) AS n FROM outbox');
    // The job lets unconfirmed holds and offers go, then reminds.
    await expireHolds(db(real), mailSettingsFor(ORIGIN), real.clock.now);
    await remindAt(real.server, ORIGIN, real.clock.now);
    const reminded = await db(real).all<{ request_id: string }>(
      "SELECT request_id FROM outbox WHERE id > ? AND subject LIKE 'Reminder:%'",
      [Number(before?.n ?? 0)],
    );
    for (const { request_id: id } of reminded) {
      const request = await real.server.app.clinic.desk.findRequest(id);
      expect(
        await real.server.app.clinic.desk.blockOf(request!.visit!),
        `reminder for ${request!.ref}`,
      ).toBeUndefined();
    }
  }
  toString = () => `the clock moves ${this.hours} h on`;
}

/** The invariants, read from the system after every step. */
async function invariantsHold(real: Real): Promise<void> {
  const overlapping = await db(real).all(
    `SELECT a.id, b.id FROM visits a JOIN visits b ON a.doctor = b.doctor AND a.id < b.id
       AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
     WHERE a.status <> 'cancelled' AND b.status <> 'cancelled'`,
  );
  expect(overlapping, 'two visits hold one time').toEqual([]);
  const doubled = await db(real).all(
    `SELECT request_id FROM visits WHERE request_id IS NOT NULL AND status IN ('held', 'confirmed')
     GROUP BY request_id HAVING count(*) > 1`,
  );
  expect(doubled, 'a request holds two times').toEqual([]);
  const holding = await db(real).all<{ starts_at: string; ends_at: string; name: string }>(
    `SELECT v.starts_at, v.ends_at, COALESCE(v.patient_name, a.name) AS name
     FROM visits v LEFT JOIN appointments a ON a.id = v.request_id WHERE v.status <> 'cancelled'`,
  );
  for (const day of DAYS) {
    const asked = await real.server.app.inject({ url: `/api/availability?doctor=dr-ananya-rao&from=${day}&to=${day}` });
    // A day gone by is no longer asked about (400, naming `from`); it offers nothing.
    expect([200, 400]).toContain(asked.statusCode);
    const offered =
      asked.statusCode === 200 ? (asked.json() as { times: Array<{ start: string; end: string }> }).times : [];
    for (const time of offered) {
      const held = holding.find((visit) => visit.starts_at < time.end && time.start < visit.ends_at);
      expect(held, `${time.start} offered though held`).toBeUndefined();
    }
    const page = await real.server.app.inject({ url: `/desk/day?date=${day}`, headers: { cookie: real.cookie } });
    for (const visit of holding.filter((one) => one.starts_at >= at(day, '00:00') && one.starts_at < at(day, '23:59')))
      expect(page.body, `${visit.name} missing from the day view of ${day}`).toContain(visit.name);
  }
  // The request's time has one home: a confirmed request holds a visit of its own in the diary.
  const confirmed = await db(real).all<{ request_id: string; live: number | string }>(
    `SELECT w.request_id, (SELECT COUNT(*) FROM visits v WHERE v.request_id = w.request_id AND v.status = 'confirmed')
       AS live FROM desk_work w WHERE w.status = 'confirmed'`,
  );
  for (const work of confirmed)
    expect(Number(work.live), `request ${work.request_id} is confirmed with no time in the diary`).toBe(1);
  const liveConfirmed = await db(real).all<{ request_id: string; starts_at: string; status: string | null }>(
    `SELECT v.request_id, v.starts_at, w.status FROM visits v LEFT JOIN desk_work w ON w.request_id = v.request_id
     WHERE v.request_id IS NOT NULL AND v.status = 'confirmed'`,
  );
  for (const visit of liveConfirmed) expect(visit.status, `request ${visit.request_id}`).toBe('confirmed');
  // A mark in the day view is the request's status too (the inbox, its filters and the request's page read it): a
  // request whose one visit is marked reads the mark, and a request that reads a mark has a visit so marked.
  const marked = await db(real).all<{ request_id: string; visit: string; work: string }>(
    `SELECT v.request_id, v.status AS visit, w.status AS work FROM visits v JOIN desk_work w ON w.request_id = v.request_id
     WHERE v.status IN ('visited', 'no-show') AND w.status IN ('confirmed', 'visited', 'no-show')
       AND (SELECT count(*) FROM visits o WHERE o.request_id = v.request_id AND o.status <> 'cancelled') = 1`,
  );
  const unmarked = await db(real).all(
    `SELECT w.request_id FROM desk_work w WHERE w.status IN ('visited', 'no-show')
       AND EXISTS (SELECT 1 FROM visits o WHERE o.request_id = w.request_id)
       AND NOT EXISTS (SELECT 1 FROM visits v WHERE v.request_id = w.request_id AND v.status = w.status)`,
  );
  expect(unmarked, 'a request reads a mark no visit has').toEqual([]);
  for (const one of marked) expect(one.work, `request ${one.request_id}`).toBe(one.visit);
}

const TABLES = ['visit_links', 'visits', 'desk_work', 'outbox', 'appointments', 'doctor_leave', 'clinic_closures'];

const day = fc.constantFrom(...DAYS);
const time = fc.constantFrom(...TIMES);
const which = fc.nat(7);
const commands = [
  fc.tuple(day, fc.option(time, { nil: null })).map(([d, t]) => new Book(d, t)),
  which.map((n) => new ConfirmHeld(n)),
  fc.tuple(which, day, time).map(([n, d, t]) => new DeskGivesTime(n, d, t)),
  fc.tuple(which, day, time).map(([n, d, t]) => new PatientMoves(n, d, t)),
  which.map((n) => new PatientCancels(n)),
  fc.tuple(day, time).map(([d, t]) => new WalkIn(d, t)),
  fc.tuple(which, fc.constantFrom('visited' as const, 'no-show' as const)).map(([n, m]) => new Mark(n, m)),
  which.map((n) => new Undo(n)),
  which.map((n) => new CancelWalkIn(n)),
  day.map((d) => new Closure(d)),
  fc.tuple(day, time).map(([d, t]) => new Leave(d, t)),
  fc.constantFrom(3, 8, 24).map((h) => new ClockMoves(h)),
];

forEachBackend('the visit’s lifecycle over random sequences of actions', (backend) => {
  let server: TestServer;
  let cookie: string;
  let staffId: string;
  const clock = { now: NOW };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: () => clock.now });
    const signedIn = await signedInStaff(server, ORIGIN);
    ({ cookie } = signedIn);
    staffId = signedIn.staff.id;
  });
  afterAll(() => server.close());

  it(`keeps every invariant after every step of ${RUNS[backend]} sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (sequence) => {
        // Each sequence starts from an empty diary on Monday 23 November 2026, 09:30 in India.
        for (const table of TABLES) await server.app.clinic.store.db.run(`DELETE FROM ${table}`);
        clock.now = NOW;
        const real: Real = { server, cookie, staffId, clock, requests: [], made: 0 };
        await fc.asyncModelRun(() => ({ model: { requests: 0 }, real }), [...sequence].map(checked));
      }),
      { numRuns: RUNS[backend] },
    );
  }, 600_000);

  // Found by the property in CI (seed -1314907423): a no-show given another time, then the old visit marked
  // arrived. Which visit "#0" is depends on the visits' random ids, so both orders run.
  it.each([0, 1])('keeps them when a rebooked no-show is marked, visit #%i marked last', async (last) => {
    for (const table of TABLES) await server.app.clinic.store.db.run(`DELETE FROM ${table}`);
    clock.now = NOW;
    const real: Real = { server, cookie, staffId, clock, requests: [], made: 0 };
    const sequence = [
      new Book(DAYS[0], '09:00'),
      new DeskGivesTime(0, DAYS[0], '09:00'),
      new Mark(0, 'no-show'),
      new DeskGivesTime(0, DAYS[1], '09:00'),
      new Mark(last, 'visited'),
      new Undo(0),
      new Undo(1),
    ];
    await fc.asyncModelRun(() => ({ model: { requests: 0 }, real }), sequence.map(checked));
  });

  it('offers no Undo of a mark once the request has another time', async () => {
    for (const table of TABLES) await server.app.clinic.store.db.run(`DELETE FROM ${table}`);
    clock.now = NOW;
    const real: Real = { server, cookie, staffId, clock, requests: [], made: 0 };
    const sequence = [
      new Book(DAYS[0], '09:00'),
      new DeskGivesTime(0, DAYS[0], '09:00'),
      new Mark(0, 'no-show'),
      new DayOffersUndo(DAYS[0], 1),
      new DeskGivesTime(0, DAYS[1], '09:00'),
      new DayOffersUndo(DAYS[0], 0),
    ];
    await fc.asyncModelRun(() => ({ model: { requests: 0 }, real }), sequence.map(checked));
  });
});

/** A command followed by the invariants. */
function checked(command: Command): Command {
  return {
    check: (model) => command.check(model),
    run: async (model, real) => {
      await command.run(model, real);
      await invariantsHold(real);
    },
    toString: () => command.toString(),
  };
}
