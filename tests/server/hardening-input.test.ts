import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/validation';
import {
  FORM_HEADERS,
  JSON_HEADERS,
  NOW,
  countRows,
  fixedClock,
  formA,
  formB,
  readRows,
  startTestServer,
  urlencoded,
  type TestServer,
} from './helpers';

// Findings of issue 16 about what a post may carry: the back link, the Origin, deep JSON, and the characters of text
// fields.

let server: TestServer;
let deployed: TestServer; // SITE_URL set, as on a live site
beforeAll(async () => {
  server = await startTestServer({}, { now: fixedClock });
  deployed = await startTestServer({ siteUrl: 'https://clinic.example.in' }, { now: fixedClock });
});
afterAll(async () => {
  await server.close();
  await deployed.close();
});

const A = formA({}, NOW);
const CONTACT = { form: 'contact', name: 'Meera', email: 'meera@example.org', message: 'Hello', consent: 'yes' };
const COMMENT = {
  form: 'comment',
  postSlug: 'living-well-with-type-2-diabetes',
  name: 'K',
  email: 'k@example.org',
  message: 'Thanks',
  consent: 'yes',
};
const postJson = (s: TestServer, url: string, body: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, ...headers }, payload: JSON.stringify(body) });

describe('the back link of the 422 page', () => {
  it.each([
    ['//evil.example/phish', 'http://localhost//evil.example/phish'],
    ['/\\evil.example (browsers read it as //)', 'http://localhost/\\evil.example/phish'],
  ])('is left out for a same-host Referer whose path begins %s', async (_label, referer) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: urlencoded({ ...A, name: '' }),
      headers: { ...FORM_HEADERS, referer },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).not.toMatch(/href="\/\//);
    expect(response.body).toContain('<a href="/">');
  });

  it('still links back to a page of the site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: urlencoded({ ...A, name: '' }),
      headers: { ...FORM_HEADERS, referer: 'http://localhost/Diabetes?from=menu' },
    });
    expect(response.body).toContain('<a href="/Diabetes?from=menu">');
  });
});

describe('with SITE_URL set, only that origin may post', () => {
  it('refuses an Origin that merely matches the Host (DNS rebinding), and accepts SITE_URL', async () => {
    const rebound = await postJson(
      deployed,
      '/api/subscriptions',
      { email: 'x@example.org' },
      { host: 'rebound.example:3000', origin: 'http://rebound.example:3000' },
    );
    expect(rebound.statusCode).toBe(403);
    const local = await postJson(
      deployed,
      '/api/subscriptions',
      { email: 'x@example.org' },
      { origin: 'http://localhost:80' },
    );
    expect(local.statusCode).toBe(403);
    expect(countRows(deployed.config.dataDir).subscriptions).toBe(0);
    const own = await postJson(
      deployed,
      '/api/subscriptions',
      { email: 'x@example.org' },
      { origin: 'https://clinic.example.in' },
    );
    expect(own.statusCode).toBe(201);
    expect(countRows(deployed.config.dataDir).subscriptions).toBe(1);
  });

  it('gives a back link only for a Referer on SITE_URL', async () => {
    const answer = (referer: string) =>
      deployed.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: urlencoded({ ...A, name: '' }),
        headers: { ...FORM_HEADERS, referer },
      });
    expect((await answer('http://localhost/appointment')).body).not.toContain('href="/appointment"');
    expect((await answer('https://clinic.example.in/appointment')).body).toContain('<a href="/appointment">');
  });
});

describe('deeply nested JSON', () => {
  it.each([
    ['16 KB of nested lists in a field', `{"name":${'['.repeat(7000)}${']'.repeat(7000)}}`],
    ['nested objects', `{"name":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`],
    ['nine levels', `{"name":[[[[[[[[["x"]]]]]]]]]}`],
  ])('answers 400, not 500: %s', async (_label, payload) => {
    expect(payload.length).toBeLessThan(16 * 1024);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: JSON_HEADERS,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, error: 'The request body nests too deeply to be a form.' });
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('text fields: NFC, and the characters that fake lines or reverse text are refused naming the field', () => {
  type Case = [label: string, url: string, body: Record<string, string>, field: string, message: string];
  const refused: Case[] = [
    [
      'right-to-left override in a name',
      '/api/appointments',
      { ...A, name: 'Asha \u202eikswodnaR' },
      'name',
      MESSAGES.nameCharacters,
    ],
    [
      'line separator U+2028 in a name',
      '/api/appointments',
      { ...A, name: 'Asha\u2028Kulkarni' },
      'name',
      MESSAGES.nameCharacters,
    ],
    [
      'paragraph separator U+2029 in a state',
      '/api/appointments',
      { ...formB(), state: 'Kerala\u2029Goa' },
      'state',
      MESSAGES.stateCharacters,
    ],
    [
      'next line U+0085 in a subject',
      '/api/messages',
      { ...CONTACT, subject: 'Reports\u0085please' },
      'subject',
      MESSAGES.subjectCharacters,
    ],
    [
      'zero-width space in a name',
      '/api/messages',
      { ...CONTACT, name: 'Me\u200bera' },
      'name',
      MESSAGES.nameCharacters,
    ],
    [
      'zero-width joiner between Latin letters',
      '/api/messages',
      { ...CONTACT, name: 'Me\u200dera' },
      'name',
      MESSAGES.nameCharacters,
    ],
    [
      'byte-order mark inside a name',
      '/api/messages',
      { ...CONTACT, name: 'Me\ufeffera' },
      'name',
      MESSAGES.nameCharacters,
    ],
    [
      'isolate U+2067 in a message',
      '/api/messages',
      { ...CONTACT, message: 'Fever \u2067since\u2069 Monday' },
      'message',
      MESSAGES.messageCharacters,
    ],
    [
      'left-to-right mark in a comment',
      '/api/messages',
      { ...COMMENT, message: 'Thanks\u200e' },
      'message',
      MESSAGES.commentCharacters,
    ],
  ];
  it.each(refused)('%s', async (_label, url, body, field, message) => {
    const json = await postJson(server, url, body);
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ [field]: message });
    const native = await server.app.inject({ method: 'POST', url, headers: FORM_HEADERS, payload: urlencoded(body) });
    expect(native.statusCode).toBe(422);
    expect(native.body).toContain(message.replace(/'/g, '&#39;').split(':')[0]);
    expect(countRows(server.config.dataDir)).toMatchObject({ appointments: 0, messages: 0 });
  });

  it('each message names its field', () => {
    expect(MESSAGES.nameCharacters).toMatch(/^Your name /);
    expect(MESSAGES.stateCharacters).toMatch(/^The state /);
    expect(MESSAGES.subjectCharacters).toMatch(/^The subject /);
    expect(MESSAGES.messageCharacters).toMatch(/^Your message /);
    expect(MESSAGES.commentCharacters).toMatch(/^Your comment /);
  });

  it('stores text in NFC and keeps line breaks, Indic joiners and emoji where they belong', async () => {
    const decomposed = 'Jose\u0301 Mu\u0308ller'; // é and ü as letter + combining mark
    // a half form written with a joiner after the virama
    const hindi = '\u0932\u0915\u094d\u200d\u0937\u094d\u092e\u0940';
    const malayalam = '\u0d05\u0d28\u0d4d\u200d'; // a chillu: virama + joiner at the end of a word
    const message = `Line one\r\nLine two\tand a family \u{1f468}\u200d\u{1f469}\u200d\u{1f467}`;
    const stored = await postJson(server, '/api/messages', {
      ...CONTACT,
      name: decomposed,
      subject: `${hindi} ${malayalam}`,
      message,
    });
    expect(stored.statusCode).toBe(201);
    const [row] = readRows(server.config.dataDir, 'messages');
    expect(row).toMatchObject({ name: 'Jos\u00e9 M\u00fcller', subject: `${hindi} ${malayalam}`, message });
    expect(String(row?.name)).toHaveLength(11);
    await server.app.clinic.store.eraseEmail(CONTACT.email);
  });

  it('counts the length after NFC: 100 decomposed letters fit a 100-character name', async () => {
    const response = await postJson(server, '/api/appointments', { ...A, name: 'e\u0301'.repeat(100) });
    expect(response.statusCode).toBe(201);
    expect(readRows(server.config.dataDir, 'appointments').at(-1)?.name).toBe('\u00e9'.repeat(100));
    await server.app.clinic.store.eraseEmail(A.email as string);
  });
});
