import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend, freshDatabase } from './backends';
import { signedInStaff } from './desk-helpers';
import { fixedClock, formA, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The desk's "Saved." shows once (server/desk/saved-notice.ts, docs/decisions/0109-saved-shows-once.md): the page a
 * change redirects to shows it, the same page asked again (a reload, a return through history) does not, nor does an
 * address that still carries the old `?saved=1`; the redirect keeps what else it carries (the day's date=, the
 * queue's doctor= and called=), and a refused form still shows its problem. Both backends; the fixed clock, Monday 23
 * November 2026, 09:30 in India.
 */

const ORIGIN = 'http://localhost:4648';
const SAVED = '<p class="notice" role="status">Saved.</p>';
const SAVED_COOKIE = '__Host-desk-saved';

/** The browser's cookies as far as these tests need them: a Set-Cookie with Max-Age=0 removes the cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(session: string) {
    const [name, value] = session.split('=') as [string, string];
    this.cookies.set(name, value);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

forEachBackend('"Saved." shows once', (backend) => {
  let server: TestServer;
  let jar: CookieJar;
  let ref: string;
  /** A form posted as the browser does: its cookies sent, the answer's kept. */
  const post = async (url: string, fields: Record<string, string>) => {
    const answer = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: jar.header() },
      payload: urlencoded(fields),
    });
    jar.take(answer.headers['set-cookie']);
    return answer;
  };
  /** A page opened (a redirect followed, a reload, a return through history): its cookies sent, the answer's kept. */
  const open = async (url: string) => {
    const answer = await server.app.inject({ url, headers: { cookie: jar.header() } });
    expect(answer.statusCode, url).toBe(200);
    jar.take(answer.headers['set-cookie']);
    return answer;
  };

  beforeAll(async () => {
    const database = await freshDatabase(backend);
    server = await startTestServer({ siteUrl: ORIGIN, ...database.settings }, { now: fixedClock });
    await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: urlencoded(formA()),
    });
    ref = (await server.app.clinic.store.db.get<{ ref: string }>('SELECT ref FROM appointments'))!.ref;
    jar = new CookieJar((await signedInStaff(server, ORIGIN)).cookie);
  });
  afterAll(() => server.close());

  it('a booking’s day shows it after the redirect, and not on a reload; the date stays in the address', async () => {
    const booked = await post('/desk/day/book', {
      doctor: 'physician',
      start: '2026-11-24T04:30:00.000Z',
      date: '2026-11-24',
      name: 'Ravi Kumar',
      phone: '98860 44321',
    });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe('/desk/day?date=2026-11-24');
    // The session cookie's attributes, and a short life: a redirect is followed at once.
    expect(booked.headers['set-cookie']).toBe(
      `${SAVED_COOKIE}=%2Fdesk%2Fday; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=60`,
    );

    const shown = await open(booked.headers.location!);
    expect(shown.body).toContain(SAVED);
    expect(shown.body).toContain('Tuesday, 24 November 2026');
    // Cleared by the page that showed it, which no cache keeps to replay.
    expect(shown.headers['set-cookie']).toBe(`${SAVED_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(jar.has(SAVED_COOKIE)).toBe(false);

    const reloaded = await open(booked.headers.location!);
    expect(reloaded.body).toContain('Ravi Kumar');
    expect(reloaded.body).not.toContain('Saved.');
    expect(reloaded.headers['set-cookie']).toBeUndefined();
  });

  it('an address that still carries ?saved=1 (a bookmark, a copied link) shows nothing', async () => {
    expect((await open('/desk/day?date=2026-11-24&saved=1')).body).not.toContain('Saved.');
    expect((await open('/desk/diary?saved=1')).body).not.toContain('Saved.');
    expect((await open(`/desk/requests/${ref}?saved=1`)).body).not.toContain('Saved.');
  });

  it('the queue’s call next keeps the doctor and the token called in the address, and shows it once', async () => {
    const joined = await post('/desk/queue/walk-in', { doctor: 'physician', name: 'Arjun Rao', phone: '98450 12345' });
    // A walk-in's page names the new token instead.
    expect(joined.headers['set-cookie']).toBeUndefined();
    const joinedPage = await open(joined.headers.location!);
    expect(joinedPage.body).toContain('Token 1 for Arjun Rao.');
    expect(joinedPage.body).not.toContain('Saved.');

    const called = await post('/desk/queue/call-next', { doctor: 'physician' });
    expect(called.statusCode).toBe(303);
    expect(called.headers.location).toMatch(/^\/desk\/queue\?doctor=physician&called=[0-9a-f-]{36}$/);
    expect((await open(called.headers.location!)).body).toContain(SAVED);
    expect((await open(called.headers.location!)).body).not.toContain('Saved.');
  });

  it('shows it on the page the change went to, not on another opened first', async () => {
    const noted = await post(`/desk/requests/${ref}/note`, { note: 'Rang back at 10.' });
    expect(noted.headers.location).toBe(`/desk/requests/${ref}`);
    expect((await open('/desk/day')).body).not.toContain('Saved.');
    expect(jar.has(SAVED_COOKIE)).toBe(true);
    expect((await open(noted.headers.location!)).body).toContain(SAVED);
    expect((await open(noted.headers.location!)).body).not.toContain('Saved.');

    const leave = await post('/desk/diary/leave', { doctor: 'physician', from: '2026-12-07', to: '2026-12-08' });
    expect(leave.headers.location).toBe('/desk/diary');
    expect((await open('/desk/diary')).body).toContain(SAVED);
    expect((await open('/desk/diary')).body).not.toContain('Saved.');
  });

  it('a refused form still shows its problem, and takes no "Saved." waiting for its page', async () => {
    await post('/desk/diary/leave', { doctor: 'physician', from: '2026-12-14', to: '2026-12-14' });
    const refused = await post('/desk/diary/leave', { doctor: 'physician', from: '2026-12-20', to: '2026-12-19' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('<p class="notice problem" role="alert">');
    expect(refused.body).not.toContain('Saved.');
    const noName = await post('/desk/day/book', {
      doctor: 'physician',
      start: '2026-11-24T05:00:00.000Z',
      date: '2026-11-24',
      name: '',
      phone: '98860 44321',
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.body).toContain('Write the patient’s name.');
    expect(noName.body).not.toContain('Saved.');
    expect((await open('/desk/diary')).body).toContain(SAVED);
  });
});
