import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from './auth/sessions';

/**
 * The desk's "Saved." (Notice in server/desk/pages/layout.tsx) shows once: on the page a change redirects to, right
 * after it, and not on a reload, a return through history or a copied address
 * (docs/decisions/0109-saved-shows-once.md). The change's 303 sets a one-shot cookie naming that page's path; the
 * page shows the notice and clears the cookie in its own answer. A cookie rather than `?saved=1` taken out of the
 * address by a script: the desk's pages are plain forms with no script but the passkey buttons' (the CSP allows no
 * inline script), the server would still draw the notice for a reload of an address that carried it, and an address
 * that never carries it cannot be bookmarked or copied with it. Every desk answer is no-store
 * (server/desk/desk-plugin.ts), so a return through history asks the service again and finds the cookie gone.
 */

/** As the session's cookie (server/desk/auth/sessions.ts): `__Host-`, so Path=/ and Secure, and HttpOnly, Strict. */
const SAVED_COOKIE = '__Host-desk-saved';
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';
/** A redirect is followed at once: a cookie its page never took (the redirect not followed) is not kept for long. */
const SAVED_SECONDS = 60;

/** The page the cookie names: a location's path, encoded; its query (date=, called=) stays the page's own. */
const pageOf = (location: string) => encodeURIComponent(location.split('?')[0]!);

/** Has `location`'s page show "Saved." once; returns the location (the passkey script's JSON answer carries it). */
export function markSaved(reply: FastifyReply, location: string): string {
  reply.header('set-cookie', `${SAVED_COOKIE}=${pageOf(location)}; ${ATTRIBUTES}; Max-Age=${SAVED_SECONDS}`);
  return location;
}

/** The answer to a change that saved: 303 to `location`, whose page shows "Saved." once. */
export const redirectSaved = (reply: FastifyReply, location: string): FastifyReply =>
  reply.code(303).header('location', markSaved(reply, location)).send();

/**
 * Whether this page is the one a change was just sent to: true once, the cookie cleared in the same answer. Only a
 * GET takes it: a form refused on a POST draws the page too, and a HEAD shows nothing.
 */
export function takeSaved(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' || readCookie(request, SAVED_COOKIE) !== pageOf(request.url)) return false;
  reply.header('set-cookie', `${SAVED_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`);
  return true;
}
