import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createServer, type ServerOptions } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { DEFAULT_LIVE_STREAMS } from '../../server/queue/live/stream-limits';
import { addDays, todayInKolkata, weekdayOf } from '../../common/booking-dates';
import { NOW } from '../fixed-clock';

/** The spec's twelve service labels (tests do not depend on content/services). */
export const SERVICES = [
  'Diagnostic Tests',
  'Treatment plans',
  'Preventive care',
  'Diabetes',
  'Hypertension',
  'Infectious Diseases',
  'Geriatric Disorders',
  'Chronic Medical Illnesses',
  'Cardiovascular Emergencies',
  'Cardiovascular Accidents',
  'Poisoning',
  'Endocrinal Disorders',
];

/** A fixed clock: Monday 23 November 2026, 09:30 in India (tests/fixed-clock.ts). */
export { NOW };
export const fixedClock = () => NOW;

const created: string[] = [];
// Registered in the root suite of every test file that imports these helpers.
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed after the test file has run. */
export function tempDir(prefix = 'clinic-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const root = tempDir();
  return {
    port: 0,
    host: '127.0.0.1',
    buildDir: path.join(root, 'no-build'),
    dataDir: path.join(root, 'data'),
    outboxLeaseMs: 300_000,
    rateLimit: 0,
    availabilityRateLimit: 0,
    liveStreams: DEFAULT_LIVE_STREAMS,
    trustProxy: false,
    retentionDays: 180,
    smtpUrl: undefined,
    acknowledgmentDailyLimit: 100_000, // tests that post hundreds are not a flood; the ceiling's own test lowers it
    clinicNotifyEmail: 'clinic@example.com',
    mailFrom: 'Test Clinic <no-reply@clinic.example.com>',
    siteUrl: undefined,
    backupKeep: 14,
    desk: { idleMinutes: 30, sessionHours: 12, reminderHour: 17 },
    nodeEnv: 'test',
    logLevel: 'silent',
    ...overrides,
  };
}

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  // The fixed clock unless a test gives its own: formA()'s dates are days after NOW, and a server on
  // the real clock would refuse them as past once the real date passes them.
  const app = await createServer(config, { services: SERVICES, logger: false, now: fixedClock, ...options });
  await app.ready();
  return { app, config, close: () => app.close() };
}

/** A YYYY-MM-DD open day (Monday to Friday) at least `minAhead` days after today in India. */
export function nextOpenDate(minAhead = 2, from: Date = new Date()): string {
  let date = addDays(todayInKolkata(from), minAhead);
  while (['saturday', 'sunday'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

export function formA(overrides: Record<string, string> = {}, now: Date = NOW): Record<string, string> {
  return {
    form: 'appointment-a',
    name: 'Asha Kulkarni',
    email: 'asha@example.org',
    number: '+91 98450 12345',
    serviceName: 'Diabetes',
    select: 'Dr. Ananya Rao',
    booking_date: nextOpenDate(2, now),
    consent: 'yes',
    website: '',
    ...overrides,
  };
}

/** A valid form B (the Services and Project pages' booking) for the fixed test clock's week: a Tuesday in Kerala. */
export function formB(): Record<string, string> {
  return {
    form: 'appointment-b',
    countryname: 'India',
    state: 'Kerala',
    number: '9845012345',
    name: 'Ravi',
    email: 'ravi@example.org',
    appoinment_date: '2026-11-24',
    consent: 'yes',
  };
}

export const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

export function readRows(dataDir: string, table: string): Array<Record<string, unknown>> {
  const db = new Database(path.join(dataDir, 'clinic.db'), { readonly: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY created_at, rowid`).all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

export function countRows(dataDir: string): Record<string, number> {
  const db = new Database(path.join(dataDir, 'clinic.db'), { readonly: true });
  try {
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      appointments: count('appointments'),
      messages: count('messages'),
      subscriptions: count('subscriptions'),
      outbox: count('outbox'),
    };
  } finally {
    db.close();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  decoded: string;
}

export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** What a test SMTP server refuses or does besides collecting messages. */
export interface SmtpBehaviour {
  /** Offer AUTH (plain, on loopback) and answer 535 when this returns false. */
  login?: (username: string, password: string) => boolean;
  /** Answer 550 to RCPT TO for the addresses this returns true for. */
  refuseRecipient?: (address: string) => boolean;
  /** Called with each message before the server accepts it. */
  onMessage?: (mail: ReceivedMail) => void;
  /** Awaited before answering RCPT TO: the client waits, its message not yet sent. */
  holdRecipient?: (address: string) => Promise<void> | void;
  /** Awaited after a whole message (counted in `messages`) and before the answer that accepts it. */
  holdAnswer?: (mail: ReceivedMail) => Promise<void> | void;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, without TLS (and without auth unless `behaviour.login`), collecting
 * messages.
 */
export async function startSmtp(
  port = 0,
  behaviour: SmtpBehaviour = {},
): Promise<{ port: number; messages: ReceivedMail[]; close(): Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const { login, refuseRecipient, onMessage, holdRecipient, holdAnswer } = behaviour;
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login?.(auth.username ?? '', auth.password ?? '')) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refuseRecipient?.(address.address))
        return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      void Promise.resolve(holdRecipient?.(address.address)).then(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        };
        onMessage?.(mail);
        messages.push(mail);
        void Promise.resolve(holdAnswer?.(mail)).then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return { port: address.port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, stepMs = 50): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

export const INLINE_SCRIPT = 'window.__ctx = {"page":"home"};';
export const MODULE_SCRIPT = 'import "/assets/entry-abc123.js";';

/** A small prerendered site like React Router's build/client, in a temp folder. */
export function makeFixtureBuild(): { root: string; buildDir: string } {
  const root = tempDir('clinic-build-');
  const buildDir = path.join(root, 'client');
  const page = (title: string, extra = '') =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<link rel="modulepreload" href="/assets/entry-abc123.js"><link rel="stylesheet" href="/assets/root-Ab12Cd.css"></head>` +
    `<body><h1>${title}</h1>${extra}<script>${INLINE_SCRIPT}</script><script type="module">${MODULE_SCRIPT}</script>` +
    `<script src="/assets/entry-abc123.js" type="module"></script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home', `<p>${'Welcome to the clinic. '.repeat(80)}</p>`),
    'about/index.html': page('About Us'),
    'Endocrinal(Endocrine)-Disorders/index.html': page('Endocrinal Disorders'),
    '404/index.html':
      '<!DOCTYPE html><html lang="en"><head><title>404</title></head><body><h1>404</h1><p>Page Not Found (fixture)</p><script>console.log("404")</script></body></html>',
    'thank-you/index.html': page('Thank you'),
    'assets/entry-abc123.js': `export const big = ${JSON.stringify('x'.repeat(3000))};\n`,
    'assets/root-Ab12Cd.css': `body{color:#111}\n${'.c{margin:0}\n'.repeat(200)}`,
    'img/photo-1a2b3c.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'about.data': `[{"_1":2},"routes/about",${JSON.stringify('d'.repeat(2000))}]`,
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'assets/entry-abc123.js.map': JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(600) }),
  };
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(buildDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeFileSync(path.join(root, 'secret.txt'), 'TOP SECRET outside the build');
  return { root, buildDir };
}
