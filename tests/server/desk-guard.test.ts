import path from 'node:path';
import Database from 'better-sqlite3';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/desk/auth/sessions';
import { hashToken, newToken } from '../../server/desk/auth/tokens';
import { createInvite } from '../../server/desk/invites';
import type { StorageBackend } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { inboxQuery } from './desk-helpers';
import { fixedClock, formA, NOW, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * Every desk route Fastify registers (collected with an onRoute hook, so a route added later is walked
 * without editing this test) refuses, with nothing in the database changed: no cookie, an idle
 * session, one past its expiry, a revoked person's session, a state change from another Origin or
 * with none, and on an owner-only route a staff member's session. Only the routes listed in OPEN are
 * exempt from the session (never from the Origin). The control: the owner's fresh session passes
 * the guard on every route.
 */

const ORIGIN = 'http://localhost:4606';
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** The routes anyone may reach: sign-in, enrolment and the desk's own script and stylesheet. */
const OPEN = new Set([
  '/desk/sign-in',
  '/desk/sign-in/options',
  '/desk/sign-in/verify',
  '/desk/enrol',
  '/desk/enrol/options',
  '/desk/enrol/verify',
  '/desk/desk.js',
  '/desk/desk.css',
]);

interface DeskRoute {
  method: string;
  url: string;
  ownerOnly: boolean;
}

const changes = (method: string) => !['GET', 'HEAD'].includes(method);
const label = (route: DeskRoute) => `${route.method} ${route.url}`;

/** Every row of every table (but job_runs, the scheduled jobs' own bookkeeping), to compare before and after. */
async function readDatabase(backend: StorageBackend, settings: { dataDir: string; databaseUrl?: string }) {
  const rows: Record<string, string[]> = {};
  const keep = (table: string, found: unknown[]) => {
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  };
  if (backend === 'sqlite') {
    const db = new Database(path.join(settings.dataDir, 'clinic.db'), { readonly: true });
    try {
      const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'job_runs'`).all();
      for (const { name } of tables as Array<{ name: string }>) keep(name, db.prepare(`SELECT * FROM "${name}"`).all());
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_name <> 'job_runs'`,
      );
      for (const { name } of tables.rows) keep(name, (await client.query(`SELECT * FROM "${name}"`)).rows);
    } finally {
      await client.end();
    }
  }
  expect(Object.keys(rows)).toEqual(expect.arrayContaining(['desk_audit', 'desk_work', 'desk_sessions', 'outbox']));
  return rows;
}

/** One statement on either backend (no parameters: the test writes only its own values). */
async function execute(backend: StorageBackend, settings: { dataDir: string; databaseUrl?: string }, sql: string) {
  if (backend === 'sqlite') {
    const db = new Database(path.join(settings.dataDir, 'clinic.db'));
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

forEachBackend('the desk guard, route by route', (backend) => {
  const routes: DeskRoute[] = [];
  let server: TestServer;
  let settings: { dataDir: string; databaseUrl?: string };
  const params: Record<string, string> = {};
  const people = { owner: '', staff: '', revoked: '' };

  const collect = (route: RouteOptions) => {
    if (route.url !== '/desk' && !route.url.startsWith('/desk/')) return;
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, ownerOnly: route.config?.deskAccess === 'owner' });
  };

  /** A session for `staffId`, written through the desk store: its cookie header. */
  const session = async (staffId: string, createdAt: string, expiresAt: string) => {
    const token = newToken();
    await server.app.clinic.desk.createSession(hashToken(token), staffId, createdAt, expiresAt);
    return `${SESSION_COOKIE}=${token}`;
  };

  /** The route's URL with each parameter filled by a real row (by the segment before it), else 'x'. */
  const urlOf = (route: DeskRoute) =>
    route.url.replace(/([^/]+)\/:(\w+)/g, (_whole, segment: string) => `${segment}/${params[segment] ?? 'x'}`);

  const send = (route: DeskRoute, headers: Record<string, string | undefined>) => {
    const defined = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
    return server.app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers: changes(route.method)
        ? { 'content-type': 'application/x-www-form-urlencoded', ...defined }
        : (defined as Record<string, string>),
      payload: changes(route.method)
        ? urlencoded({ status: 'called', note: 'n', name: 'Intruder', email: 'intruder@example.org', owner: 'yes' })
        : undefined,
    });
  };

  /** Each route's answer to `headers` and whether the database is as it was: `'status[ location]; same|CHANGED'`. */
  async function walk(chosen: DeskRoute[], headers: () => Promise<Record<string, string | undefined>>) {
    const seen: Record<string, string> = {};
    for (const route of chosen) {
      const sent = await headers();
      const before = await readDatabase(backend, settings);
      const answer = await send(route, sent);
      const after = await readDatabase(backend, settings);
      const location = answer.headers.location ? ` ${String(answer.headers.location)}` : '';
      seen[label(route)] =
        `${answer.statusCode}${location}; ${JSON.stringify(after) === JSON.stringify(before) ? 'same' : 'CHANGED'}`;
    }
    return seen;
  }

  /**
   * What a refusal of a missing or dead session looks like: a change is 401; a page goes to sign-in, which comes back
   * to it (the inbox, /desk, is where sign-in lands anyway).
   */
  const signInFrom = (route: DeskRoute) =>
    route.url === '/desk' ? '/desk/sign-in' : `/desk/sign-in?return=${encodeURIComponent(urlOf(route))}`;
  const refusedForSession = (chosen: DeskRoute[]) =>
    Object.fromEntries(
      chosen.map((route) => [label(route), changes(route.method) ? '401; same' : `303 ${signInFrom(route)}; same`]),
    );
  const guarded = () => routes.filter((route) => !OPEN.has(route.url));

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    settings = database.settings;
    server = await startTestServer(
      { siteUrl: ORIGIN, ...settings },
      { now: fixedClock, onRoute: collect, reminderEveryMs: 24 * HOUR },
    );
    settings = { dataDir: server.config.dataDir, databaseUrl: settings.databaseUrl };
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: urlencoded(formA()),
    });
    expect(posted.statusCode).toBe(303);
    const invite = (name: string, role: 'owner' | 'staff') =>
      createInvite(server.app.clinic.desk, { name, email: `${name}@clinic.example`, role }, ORIGIN, NOW);
    people.owner = (await invite('owner', 'owner')).staff.id;
    people.staff = (await invite('rekha', 'staff')).staff.id;
    people.revoked = (await invite('gone', 'staff')).staff.id;
    const inbox = await server.app.clinic.desk.inbox(inboxQuery());
    params.requests = inbox.requests[0]!.ref;
    params.staff = people.staff;
    params.mail = '1';
  });
  afterAll(() => server?.close());

  it('collects the desk routes from Fastify, and every open one it names exists', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(14);
    expect([...OPEN].filter((url) => !routes.some((route) => route.url === url))).toEqual([]);
    expect(routes.filter((route) => route.ownerOnly).map(label)).toContain('POST /desk/staff/invite');
  });

  it('no cookie', async () => {
    expect(await walk(guarded(), async () => ({ origin: ORIGIN }))).toEqual(refusedForSession(guarded()));
  });

  it('an idle session (31 minutes since last seen)', async () => {
    const idle = async () => ({ origin: ORIGIN, cookie: await session(people.owner, at(-31 * 60_000), at(HOUR)) });
    expect(await walk(guarded(), idle)).toEqual(refusedForSession(guarded()));
  });

  it('a session past its absolute expiry', async () => {
    const expired = async () => ({ origin: ORIGIN, cookie: await session(people.owner, at(-60_000), at(0)) });
    expect(await walk(guarded(), expired)).toEqual(refusedForSession(guarded()));
  });

  it("a revoked person's session", async () => {
    const cookie = await session(people.revoked, at(0), at(HOUR));
    await execute(backend, settings, `UPDATE desk_staff SET revoked_at = '${at(0)}' WHERE id = '${people.revoked}'`);
    expect(await walk(guarded(), async () => ({ origin: ORIGIN, cookie }))).toEqual(refusedForSession(guarded()));
  });

  it("a state change from another Origin, or with none, even with the owner's session", async () => {
    const states = routes.filter((route) => changes(route.method));
    const owner = async () => session(people.owner, at(0), at(HOUR));
    const expected = Object.fromEntries(states.map((route) => [label(route), '403; same']));
    expect(await walk(states, async () => ({ origin: 'https://evil.example', cookie: await owner() }))).toEqual(
      expected,
    );
    expect(await walk(states, async () => ({ origin: undefined, cookie: await owner() }))).toEqual(expected);
  });

  it("an owner-only route with a staff member's session", async () => {
    const ownerOnly = routes.filter((route) => route.ownerOnly);
    const cookie = await session(people.staff, at(0), at(HOUR));
    expect(await walk(ownerOnly, async () => ({ origin: ORIGIN, cookie }))).toEqual(
      Object.fromEntries(ownerOnly.map((route) => [label(route), '403; same'])),
    );
  });

  it("the control: the owner's fresh session from the desk passes the guard on every route", async () => {
    const passed: Record<string, boolean> = {};
    for (const route of guarded()) {
      const answer = await send(route, { origin: ORIGIN, cookie: await session(people.owner, at(0), at(HOUR)) });
      const toSignIn = !changes(route.method) && String(answer.headers.location).startsWith('/desk/sign-in');
      passed[label(route)] = ![401, 403, 500].includes(answer.statusCode) && !toSignIn;
    }
    expect(passed).toEqual(Object.fromEntries(guarded().map((route) => [label(route), true])));
  });
});
