import { isIP } from 'node:net';

/**
 * nodemailer's settings for SMTP_URL. TLS is required unless the mail server is on this machine:
 * `smtps://` starts with TLS (port 465 by default); `smtp://` to any other host must upgrade with
 * STARTTLS (port 587 by default) and the send fails if the server does not offer it, so a network
 * attacker who strips STARTTLS gets no password and no patient data. Certificates are verified.
 * `smtp://` to a loopback address (a local relay such as Postfix on 127.0.0.1) may stay plain.
 * Options in the URL's query string are not read: TLS is not the URL's to turn off.
 */

export interface SmtpTransportOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  auth?: { user: string; pass: string };
  tls: { minVersion: 'TLSv1.2' };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** A literal loopback host: localhost, 127.0.0.0/8 or ::1 (a name that merely resolves there does not count). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && /^(?:0*:)*:?0*1$/.test(bare);
}

export function smtpTransportOptions(smtpUrl: string): SmtpTransportOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const user = decodeURIComponent(url.username);
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !isLoopbackHost(host),
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    tls: { minVersion: 'TLSv1.2' },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}
