import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeskConfig } from '../../config';
import type { DeskStore, Session, Staff } from '../store/types';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

/**
 * Desk sessions: a random token in the cookie `__Host-desk` (HttpOnly, Secure, SameSite=Strict,
 * Path=/), only its SHA-256 hash stored; a new token at every sign-in (the old session, if any, is
 * ended); an idle and an absolute expiry (config). Chromium and Firefox accept a Secure cookie on
 * http://localhost, which is the only plain-http origin the desk runs on.
 */

export const SESSION_COOKIE = '__Host-desk';

/** The value of the request's cookie `wanted`, or null. */
export function readCookie(request: FastifyRequest, wanted: string): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=');
  }
  return null;
}

export function readSessionToken(request: FastifyRequest): string | null {
  const token = readCookie(request, SESSION_COOKIE);
  return token !== null && TOKEN_PATTERN.test(token) ? token : null;
}

export class Sessions {
  constructor(
    private readonly store: DeskStore,
    private readonly config: DeskConfig,
    private readonly now: () => Date,
  ) {}

  async current(request: FastifyRequest): Promise<Session | null> {
    const token = readSessionToken(request);
    if (!token) return null;
    const now = this.now();
    const idleSince = new Date(now.getTime() - this.config.idleMinutes * 60_000).toISOString();
    return this.store.findSession(hashToken(token), now.toISOString(), idleSince);
  }

  /** Ends the request's session (if any) and starts a new one for `staff`. */
  async start(request: FastifyRequest, reply: FastifyReply, staff: Staff): Promise<void> {
    const old = readSessionToken(request);
    if (old) await this.store.deleteSession(hashToken(old));
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.config.sessionHours * 3_600_000).toISOString();
    await this.store.createSession(hashToken(token), staff.id, now.toISOString(), expiresAt);
    reply.header(
      'set-cookie',
      `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${this.config.sessionHours * 3600}`,
    );
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request);
    if (token) await this.store.deleteSession(hashToken(token));
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`);
  }
}
