import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { smtpTransportOptions } from '../../server/mail/smtp-options';
import type { Finding, PreflightEnv } from './types';

/** What the preflight asks of the network and the build: the SMTP server's answer, and the build's SITE_URL. */

const finding = (level: Finding['level'], file: string, field: string, why: string): Finding => ({
  level,
  file,
  field,
  why,
});

/** Runs one step of the SMTP conversation, resolving with its error (undefined when it went through). */
const step = (run: (done: (error?: Error | null) => void) => void) =>
  new Promise<Error | undefined>((resolve) => run((error) => resolve(error ?? undefined)));

/** Connects: a failure to connect or to set up TLS comes as the connection's 'error' event, not to the callback. */
const connect = (connection: SMTPConnection) =>
  new Promise<Error | undefined>((resolve) => {
    connection.once('error', resolve);
    connection.connect(() => resolve(undefined));
  });

/**
 * Connects to SMTP_URL's server as the service would (smtpTransportOptions: TLS required but to loopback,
 * certificates verified), logs in when the URL names a user, and quits: no e-mail is sent. The answer is a blocker
 * naming the step that failed (connect, TLS, login), or a check passed saying how the server was reached.
 * `trust` adds a certificate authority (the tests' own).
 */
export async function smtpCheck(env: PreflightEnv, trust: { ca?: string } = {}): Promise<Finding | undefined> {
  const smtpUrl = env.SMTP_URL?.trim();
  const source = env.source ?? 'environment';
  if (!smtpUrl) return undefined;
  const fail = (why: string) => finding('blocker', source, 'SMTP_URL', why);
  if (!URL.canParse(smtpUrl) || !['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol))
    return fail('is not a URL such as smtps://user:password@mail.example.in:465 (docs/form-service.md).');
  const options = smtpTransportOptions(smtpUrl);
  const where = `${options.host}:${options.port}`;
  const connection = new SMTPConnection({
    host: options.host,
    port: options.port,
    secure: options.secure,
    requireTLS: options.requireTLS,
    tls: { ...options.tls, ...trust },
    connectionTimeout: options.connectionTimeout,
    greetingTimeout: options.greetingTimeout,
    socketTimeout: options.socketTimeout,
  });
  connection.on('error', () => {}); // each step's callback reports its own error
  try {
    const connectError = await connect(connection);
    if (connectError) {
      const code = (connectError as SMTPConnection.SMTPError).code;
      if (code === 'ETLS' || /TLS|certificate|SSL/i.test(connectError.message))
        return fail(
          `the TLS handshake with ${where} failed (${connectError.message}): check the port (465 for smtps://, 587 for smtp:// with STARTTLS) and that the server's certificate is valid for ${options.host}.`,
        );
      return fail(
        `no SMTP server answered at ${where} (${connectError.message}): check the host and port, and that this machine may reach them.`,
      );
    }
    const tls = options.secure ? 'implicit TLS' : connection.secure ? 'STARTTLS' : 'no TLS (a relay on this machine)';
    if (!options.auth)
      return finding(
        'checked',
        source,
        'SMTP_URL',
        `${where} answered, with ${tls}; no login was asked for (the URL names no user). No e-mail was sent.`,
      );
    const auth = options.auth;
    const loginError = await step((done) => connection.login(auth, done));
    if (loginError)
      return fail(
        `${where} answered, with ${tls}, but refused the login of "${auth.user}" (${loginError.message}): check the user and password in SMTP_URL (percent-encode @ : / in them).`,
      );
    return finding(
      'checked',
      source,
      'SMTP_URL',
      `${where} answered, with ${tls}, and accepted the login of "${auth.user}". No e-mail was sent.`,
    );
  } finally {
    connection.close();
  }
}

/** The origin a build was made with: robots.txt's Sitemap line (scripts/seo-files.ts writes SITE_URL there). */
export function builtOrigin(buildDir: string): string | undefined {
  const robots = path.join(buildDir, 'robots.txt');
  if (!existsSync(robots)) return undefined;
  const sitemap = /^Sitemap:\s*(\S+)/m.exec(readFileSync(robots, 'utf8'))?.[1];
  return sitemap && URL.canParse(sitemap) ? new URL(sitemap).origin : undefined;
}

/** Whether the build in `buildDir` was made with the SITE_URL the server will run with. */
export function buildSiteUrlCheck(env: PreflightEnv, buildDir = 'build/client'): Finding | undefined {
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl || !URL.canParse(siteUrl)) return undefined;
  const server = new URL(siteUrl).origin;
  const built = builtOrigin(buildDir);
  // No build at all is the build's age check's blocker (build-age.ts), said once.
  if (!built) return undefined;
  if (built !== server)
    return finding(
      'blocker',
      buildDir,
      'SITE_URL',
      `the build was made with SITE_URL ${built}, the server’s is ${server}: canonical links, the sitemap, the feed and share cards would point to the wrong address. Build again: SITE_URL=${server} npm run build.`,
    );
  return finding('checked', buildDir, 'SITE_URL', `the build was made with the server’s SITE_URL, ${server}.`);
}
