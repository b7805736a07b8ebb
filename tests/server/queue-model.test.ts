import { kolkataInstant } from '../../common/booking-dates';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Staff } from '../../server/desk/store/types';
import { QueueStore, type ChangeResult } from '../../server/queue/queue-store';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { NOW } from './helpers';

/**
 * The waiting room's queue over random sequences of the desk's actions (fast-check's model-based commands), on both
 * backends, with the clock as an input: walk-ins (some emergencies) join, call next, skip, recall, done, left, moves up
 * and down, and the clock moves on through Monday 23 November 2026 (Dr. Rao consults 09:00-13:00, Dr. Menon
 * 13:00-16:00). The model is written here from the rules (content/queue.ts as shipped), not from the code; after every
 * step, read from the database:
 * - at most one patient called ("now seeing") per doctor;
 * - each session's tokens are 1 to n, each once, in the order the patients joined (none lost, none given twice);
 * - every token the desk was given is stored, in the state the model says;
 * - each session's waiting line is in the model's order.
 */

const RUNS = { sqlite: Number(process.env.MODEL_RUNS ?? 200), postgres: Number(process.env.MODEL_RUNS ?? 60) };
const MONDAY = '2026-11-23';
const DOCTORS = ['physician', 'pharmacologist'] as const;
const SESSION_END = { physician: kolkataInstant(MONDAY, '13:00'), pharmacologist: kolkataInstant(MONDAY, '16:00') };
const DAY_END = kolkataInstant(MONDAY, '17:00');
const staff: Staff = {
  id: 'staff-model',
  name: 'Model',
  email: 'model@clinic.example',
  role: 'staff',
  createdAt: NOW.toISOString(),
  revokedAt: null,
};

/** Which states each action may start from: the lifecycle, as the desk reads it. */
const FROM: Record<string, string[]> = {
  call: ['waiting'],
  skip: ['called'],
  recall: ['skipped'],
  done: ['called'],
  left: ['waiting', 'skipped'],
};
const TO: Record<string, string> = { call: 'called', skip: 'skipped', recall: 'called', done: 'done', left: 'left' };

interface Token {
  id: string;
  doctor: string;
  token: number;
  state: string;
  emergency: boolean;
}
interface Model {
  tokens: Token[];
  /** Each doctor's waiting line (one session each on Monday), in order. */
  lines: Record<string, string[]>;
}
interface Real {
  queue: QueueStore;
  clock: { now: number };
}
type Command = fc.AsyncCommand<Model, Real>;

const byId = (model: Model, id: string) => model.tokens.find((token) => token.id === id)!;

/** A call (or recall) ends the doctor's patient in the room as seen first. */
function finishCurrent(model: Model, doctor: string, keep: string) {
  for (const token of model.tokens)
    if (token.doctor === doctor && token.state === 'called' && token.id !== keep) token.state = 'done';
}

function moveTo(model: Model, token: Token, action: string) {
  if (action === 'call' || action === 'recall') finishCurrent(model, token.doctor, token.id);
  if (token.state === 'waiting') model.lines[token.doctor] = model.lines[token.doctor]!.filter((id) => id !== token.id);
  token.state = TO[action]!;
}

/** Each command checks the invariants after its step. */
abstract class Step implements Command {
  abstract check(model: Readonly<Model>): boolean;
  abstract step(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real) {
    await this.step(model, real);
    await checkInvariants(model, real.queue);
  }
}

class WalkIn extends Step {
  constructor(
    readonly doctor: (typeof DOCTORS)[number],
    readonly emergency: boolean,
  ) {
    super();
  }
  check = () => true;
  async step(model: Model, real: Real) {
    const result = await real.queue.walkIn(
      { doctor: this.doctor, name: 'Walk-in', phone: '98450 12345', reason: null, emergency: this.emergency },
      staff,
      new Date(real.clock.now),
    );
    const open = real.clock.now < SESSION_END[this.doctor];
    expect(result.joined).toBe(open);
    if (!result.joined) return;
    const mine = model.tokens.filter((token) => token.doctor === this.doctor);
    expect(result.entry.token).toBe(mine.length + 1);
    const token = {
      id: result.entry.id,
      doctor: this.doctor,
      token: result.entry.token,
      state: 'waiting',
      emergency: this.emergency,
    };
    model.tokens.push(token);
    const line = model.lines[this.doctor]!;
    if (!this.emergency) line.push(token.id);
    else {
      const last = line.findLastIndex((id) => byId(model, id).emergency);
      line.splice(last + 1, 0, token.id);
    }
  }
  toString = () => `walkIn(${this.doctor}${this.emergency ? ', emergency' : ''})`;
}

class CallNext extends Step {
  constructor(readonly doctor: string) {
    super();
  }
  check = () => true;
  async step(model: Model, real: Real) {
    const called = await real.queue.callNext(this.doctor, staff, new Date(real.clock.now));
    const next = model.lines[this.doctor]![0];
    expect(called?.id ?? null).toBe(next ?? null);
    if (next) moveTo(model, byId(model, next), 'call');
    else finishCurrent(model, this.doctor, '');
  }
  toString = () => `callNext(${this.doctor})`;
}

class Act extends Step {
  constructor(
    readonly pick: number,
    readonly action: 'call' | 'skip' | 'recall' | 'done' | 'left',
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.tokens.length > 0;
  async step(model: Model, real: Real) {
    const token = model.tokens[this.pick % model.tokens.length]!;
    const result = await real.queue.act(token.id, this.action, staff, new Date(real.clock.now));
    const allowed = FROM[this.action]!.includes(token.state);
    expect(result).toBe<ChangeResult>(allowed ? 'done' : 'notAllowed');
    if (allowed) moveTo(model, token, this.action);
  }
  toString = () => `${this.action}(#${this.pick})`;
}

class Move extends Step {
  constructor(
    readonly pick: number,
    readonly direction: 'up' | 'down',
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.tokens.length > 0;
  async step(model: Model, real: Real) {
    const token = model.tokens[this.pick % model.tokens.length]!;
    const result = await real.queue.move(
      token.id,
      this.direction,
      'asked by the doctor',
      staff,
      new Date(real.clock.now),
    );
    const line = model.lines[token.doctor]!;
    const at = line.indexOf(token.id);
    const to = this.direction === 'up' ? at - 1 : at + 1;
    const expected: ChangeResult =
      token.state !== 'waiting' ? 'notAllowed' : to < 0 || to >= line.length ? 'edge' : 'done';
    expect(result).toBe(expected);
    if (expected === 'done') [line[at], line[to]] = [line[to]!, line[at]!];
  }
  toString = () => `move ${this.direction}(#${this.pick})`;
}

class Tick extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  check = () => true;
  async step(_model: Model, real: Real) {
    real.clock.now = Math.min(DAY_END, real.clock.now + this.minutes * 60_000);
  }
  toString = () => `tick(${this.minutes} min)`;
}

const commands = [
  fc.tuple(fc.constantFrom(...DOCTORS), fc.boolean()).map(([doctor, emergency]) => new WalkIn(doctor, emergency)),
  fc.constantFrom(...DOCTORS).map((doctor) => new CallNext(doctor)),
  fc
    .tuple(fc.nat(40), fc.constantFrom('call', 'skip', 'recall', 'done', 'left') as fc.Arbitrary<Act['action']>)
    .map(([pick, action]) => new Act(pick, action)),
  fc
    .tuple(fc.nat(40), fc.constantFrom('up', 'down') as fc.Arbitrary<'up' | 'down'>)
    .map(([pick, dir]) => new Move(pick, dir)),
  fc.constantFrom(0, 1, 7, 45, 120).map((minutes) => new Tick(minutes)),
];

async function checkInvariants(model: Model, queue: QueueStore) {
  for (const doctor of DOCTORS) {
    const stored = await queue.day(doctor, MONDAY);
    expect(stored.filter((entry) => entry.state === 'called').length).toBeLessThanOrEqual(1);
    const byToken = [...stored].sort((a, b) => a.token - b.token);
    expect(byToken.map((entry) => entry.token)).toEqual(byToken.map((_, i) => i + 1));
    const joined = byToken.map((entry) => entry.joinedAt);
    expect(joined).toEqual([...joined].sort());
    const mine = model.tokens.filter((token) => token.doctor === doctor);
    expect(byToken.map((entry) => [entry.id, entry.state])).toEqual(mine.map((token) => [token.id, token.state]));
    expect(stored.filter((entry) => entry.state === 'waiting').map((entry) => entry.id)).toEqual(model.lines[doctor]);
  }
}

forEachBackend('the queue, model-based', (backend) => {
  let store: RequestStore;
  beforeAll(async () => {
    store = await (await freshDatabase(backend)).open();
  });
  afterAll(async () => store?.close());

  it('keeps one patient called per doctor, every token once and in order, the line as the rules say', async () => {
    const queue = new QueueStore(store.db);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (sequence) => {
        await store.db.run('DELETE FROM queue_tokens');
        await store.db.run('DELETE FROM visits');
        const real: Real = { queue, clock: { now: kolkataInstant(MONDAY, '08:30') } };
        const model: Model = { tokens: [], lines: { physician: [], pharmacologist: [] } };
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: RUNS[backend] },
    );
  }, 300_000);
});
