import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session, Staff } from '../store/types';
import { signInPath } from '../return-path';
import type { Sessions } from './sessions';

/**
 * The desk's one guard (docs/decisions/0030-one-guard-for-the-desk.md). Every route in the desk's
 * context is behind it unless its config says `deskAccess: 'open'` (sign-in, enrolment, the desk's
 * script and stylesheet): so a route added later is guarded without asking. Two hooks, before the
 * body is even read:
 * 1. every state change must carry SITE_URL's Origin (403); then a valid session (a page is sent to
 *    sign-in, anything else refused 401), which the hook attaches to the request;
 * 2. a route whose config says `deskAccess: 'owner'` refuses anyone but the owner (403).
 */

export type DeskAccess = 'open' | 'staff' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may use a desk route; absent means signed-in staff. */
    deskAccess?: DeskAccess;
  }
  interface FastifyRequest {
    /** The session the desk's guard found (null on an open route). */
    deskSession: Session | null;
  }
}

/** Route options of a desk route anyone may use (the guard still checks a state change's Origin). */
export const OPEN_ROUTE = { config: { deskAccess: 'open' } } as const;
/** Route options of a desk route only the owner may use. */
export const OWNER_ROUTE = { config: { deskAccess: 'owner' } } as const;

export class UnauthorisedError extends Error {
  readonly statusCode = 401;
  readonly code = 'DESK_SIGN_IN_NEEDED';
}

const READS = new Set(['GET', 'HEAD']);

export const deskAccessOf = (request: FastifyRequest): DeskAccess => request.routeOptions.config.deskAccess ?? 'staff';

export function registerDeskGuard(app: FastifyInstance, sessions: Sessions, siteOrigin: string): void {
  app.decorateRequest('deskSession', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!READS.has(request.method) && request.headers.origin !== siteOrigin) {
      request.log.info('desk request from another origin refused');
      return reply.code(403).header('cache-control', 'no-store').send('Refused: not from the desk');
    }
    if (deskAccessOf(request) === 'open') return;
    const session = await sessions.current(request);
    if (session) {
      request.deskSession = session;
      return;
    }
    // A page opened signed out (the clinic's e-mail links to a request) is where sign-in comes back to.
    if (READS.has(request.method)) return reply.code(303).header('location', signInPath(request.url)).send();
    throw new UnauthorisedError('Sign in to the desk first');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (deskAccessOf(request) === 'owner' && request.deskSession?.staff.role !== 'owner')
      return reply.code(403).send('Only the owner may do this');
  });
}

/** The person the guard let in. A guarded route without one is a bug in the guard: it answers 500, never the work. */
export function signedIn(request: FastifyRequest): Staff {
  const staff = request.deskSession?.staff;
  if (!staff) throw new Error(`desk guard did not run for ${request.method} ${request.routeOptions.url}`);
  return staff;
}
