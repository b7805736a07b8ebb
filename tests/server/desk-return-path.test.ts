import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../server/desk/return-path';
import { signedInStaff } from './desk-helpers';
import { startTestServer, type TestServer } from './helpers';

/**
 * Sign-in comes back to the desk page opened signed out (the clinic's e-mail links to a request's page), and nowhere
 * else: a path elsewhere, however written, is dropped and sign-in lands on the inbox (decision 0072). The passkey
 * ceremony itself, with the path carried through it, is in the browser journey (tests/e2e-desk/desk-journey.spec.ts).
 */

const ORIGIN = 'http://localhost:4611';

describe('the path sign-in returns to', () => {
  it('keeps a desk page of this origin, with its query', () => {
    expect(safeReturnPath('/desk/requests/K7M2QX')).toBe('/desk/requests/K7M2QX');
    expect(safeReturnPath('/desk/day?date=2026-11-25&doctor=physician')).toBe(
      '/desk/day?date=2026-11-25&doctor=physician',
    );
  });

  it.each([
    ['another origin', 'https://evil.example/desk/requests/K7M2QX'],
    ['a scheme-relative URL', '//evil.example/desk/requests/K7M2QX'],
    ['a backslash, which browsers read as a slash', '/\\evil.example/desk'],
    ['a tab inside the path', '/desk/\t/evil'],
    ['a climb out of the desk', '/desk/../api/appointments'],
    ['an encoded climb out of the desk', '/desk/%2e%2e/api'],
    ['a path outside the desk', '/withdraw-consent'],
    ['a look-alike of the desk', '/desktop/requests'],
    ['the sign-in page itself', '/desk/sign-in?return=/desk/requests/K7M2QX'],
    ['the enrolment page', '/desk/enrol?token=x'],
    ['javascript:', 'javascript:alert(1)'],
    ['nothing', ''],
    ['not a string', ['/desk/requests/K7M2QX']],
    ['a very long path', `/desk/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('sign-in and the page opened signed out', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ siteUrl: ORIGIN });
    ({ cookie } = await signedInStaff(server, ORIGIN));
  });
  afterAll(() => server?.close());

  it("sends a request's page, opened signed out, to sign-in carrying its path, which the sign-in page keeps", async () => {
    const opened = await server.app.inject({ url: '/desk/requests/K7M2QX' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/desk/sign-in?return=%2Fdesk%2Frequests%2FK7M2QX');
    const signIn = await server.app.inject({ url: String(opened.headers.location) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toMatch(/<button[^>]* data-passkey="sign-in"[^>]* data-return="\/desk\/requests\/K7M2QX"/);
  });

  it('sends the inbox, opened signed out, to the plain sign-in page', async () => {
    expect((await server.app.inject({ url: '/desk' })).headers.location).toBe('/desk/sign-in');
  });

  it('drops a return path that leaves the desk: the sign-in page carries none', async () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/desk/../api']) {
      const page = await server.app.inject({ url: `/desk/sign-in?return=${encodeURIComponent(elsewhere)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('data-return');
    }
  });

  it('someone already signed in goes straight to the page, or to the inbox for a path elsewhere', async () => {
    const back = await server.app.inject({
      url: '/desk/sign-in?return=%2Fdesk%2Frequests%2FK7M2QX',
      headers: { cookie },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/desk/requests/K7M2QX');
    const elsewhere = await server.app.inject({
      url: `/desk/sign-in?return=${encodeURIComponent('//evil.example/desk')}`,
      headers: { cookie },
    });
    expect(elsewhere.headers.location).toBe('/desk');
  });

  it('a refused sign-in answers no redirect at all, whatever path it carries', async () => {
    const refused = await server.app.inject({
      method: 'POST',
      url: '/desk/sign-in/verify',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ return: '/desk/requests/K7M2QX', response: { id: 'x', rawId: 'x', response: {} } }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ok: false });
  });
});
