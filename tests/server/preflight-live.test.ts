import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgeCheck } from '../../scripts/preflight/build-age';
import { buildSiteUrlCheck, smtpCheck } from '../../scripts/preflight/live';

/**
 * The preflight's questions to the outside: a real SMTP server (smtp-server) on 127.0.0.1 answers, refuses or is not
 * there, in plain, STARTTLS and implicit TLS, and the build's recorded SITE_URL is compared with the server's.
 */
let certificate: { key: string; cert: string };
const servers: SMTPServer[] = [];
/** What reached the servers beyond the login: a preflight sends nothing. */
const mailCommands: string[] = [];

beforeAll(() => {
  // A certificate for 127.0.0.1 and localhost, trusted by the check through its `trust` argument only.
  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  certificate = {
    key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
  };
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function startServer(options: SMTPServerOptions): Promise<number> {
  const server = new SMTPServer({
    logger: false,
    ...certificate,
    onAuth(auth, _session, callback) {
      if (auth.username === 'clinic' && auth.password === 'right p@ss') return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onMailFrom(address, _session, callback) {
      mailCommands.push(address.address);
      callback();
    },
    ...options,
  });
  server.on('error', () => {}); // a client that leaves mid-handshake (the untrusted certificate) is the test's point
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.server.address() as net.AddressInfo).port;
}

const trust = () => ({ ca: certificate.cert });

describe('the preflight tries SMTP_URL’s server without sending', () => {
  it('reports STARTTLS and an accepted login', async () => {
    const port = await startServer({});
    const answer = await smtpCheck({ SMTP_URL: `smtp://clinic:right%20p%40ss@127.0.0.1:${port}` }, trust());
    expect(answer).toEqual({
      level: 'checked',
      file: 'environment',
      field: 'SMTP_URL',
      why: `127.0.0.1:${port} answered, with STARTTLS, and accepted the login of "clinic". No e-mail was sent.`,
    });
    expect(mailCommands).toEqual([]);
  });

  it('reports implicit TLS (smtps://)', async () => {
    const port = await startServer({ secure: true });
    const answer = await smtpCheck({ SMTP_URL: `smtps://clinic:right%20p%40ss@localhost:${port}` }, trust());
    expect(answer?.why).toBe(
      `localhost:${port} answered, with implicit TLS, and accepted the login of "clinic". No e-mail was sent.`,
    );
  });

  it('blocks a refused login, naming the user and the server’s answer', async () => {
    const port = await startServer({});
    const answer = await smtpCheck(
      { SMTP_URL: `smtp://clinic:wrong@127.0.0.1:${port}`, source: '/etc/clinic/clinic.env' },
      trust(),
    );
    expect(answer).toMatchObject({ level: 'blocker', file: '/etc/clinic/clinic.env', field: 'SMTP_URL' });
    expect(answer?.why).toMatch(
      /answered, with STARTTLS, but refused the login of "clinic" \(.*535.*\): check the user and password/,
    );
    expect(mailCommands).toEqual([]);
  });

  it('blocks when nothing listens at the address', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const answer = await smtpCheck({ SMTP_URL: `smtp://clinic:right@127.0.0.1:${port}` });
    expect(answer).toMatchObject({ level: 'blocker', field: 'SMTP_URL' });
    expect(answer?.why).toMatch(new RegExp(`^no SMTP server answered at 127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED`));
  });

  it('blocks a TLS handshake that fails (a certificate the machine does not trust)', async () => {
    const port = await startServer({ secure: true });
    const answer = await smtpCheck({ SMTP_URL: `smtps://clinic:right%20p%40ss@localhost:${port}` });
    expect(answer).toMatchObject({ level: 'blocker', field: 'SMTP_URL' });
    expect(answer?.why).toMatch(/^the TLS handshake with localhost:\d+ failed \(.*certificate/);
  });

  it('reports a relay on this machine reached without TLS and without a login', async () => {
    const port = await startServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'] });
    const answer = await smtpCheck({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(answer).toMatchObject({ level: 'checked' });
    expect(answer?.why).toBe(
      `127.0.0.1:${port} answered, with no TLS (a relay on this machine); no login was asked for (the URL names no user). No e-mail was sent.`,
    );
  });

  it('reports a relay on this machine that asks for a login without TLS', async () => {
    const port = await startServer({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    const answer = await smtpCheck({ SMTP_URL: `smtp://clinic:right%20p%40ss@127.0.0.1:${port}` });
    expect(answer).toEqual({
      level: 'checked',
      file: 'environment',
      field: 'SMTP_URL',
      why: `127.0.0.1:${port} answered, with no TLS (a relay on this machine), and accepted the login of "clinic". No e-mail was sent.`,
    });
  });

  it('blocks a value that is not an SMTP URL, and asks nothing when SMTP_URL is unset', async () => {
    expect((await smtpCheck({ SMTP_URL: 'mail.clinic.in:587' }))?.why).toMatch(/^is not a URL such as smtps:/);
    expect(await smtpCheck({})).toBeUndefined();
  });
});

describe('the preflight compares the build’s SITE_URL with the server’s', () => {
  const build = (origin?: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preflight-build-'));
    const client = path.join(dir, 'client');
    mkdirSync(client);
    if (origin)
      writeFileSync(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    return client;
  };

  it('passes a build made with the server’s address', () => {
    expect(buildSiteUrlCheck({ SITE_URL: 'https://www.clinic.in/' }, build('https://www.clinic.in'))).toMatchObject({
      level: 'checked',
      why: 'the build was made with the server’s SITE_URL, https://www.clinic.in.',
    });
  });

  it('blocks a build made with another address, saying how to build again', () => {
    const answer = buildSiteUrlCheck({ SITE_URL: 'https://www.clinic.in' }, build('https://clinic.example.com'));
    expect(answer).toMatchObject({ level: 'blocker', field: 'SITE_URL' });
    expect(answer?.why).toMatch(
      /^the build was made with SITE_URL https:\/\/clinic\.example\.com, the server’s is https:\/\/www\.clinic\.in: .*SITE_URL=https:\/\/www\.clinic\.in npm run build\.$/,
    );
  });

  it('leaves a missing build to the build’s own check (a blocker there), and asks nothing without a SITE_URL', () => {
    expect(buildSiteUrlCheck({ SITE_URL: 'https://www.clinic.in' }, build())).toBeUndefined();
    expect(buildAgeCheck(build())).toMatchObject({ level: 'blocker', field: '(the build)' });
    expect(buildSiteUrlCheck({}, build('https://www.clinic.in'))).toBeUndefined();
  });
});
