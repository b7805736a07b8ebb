import type { FastifyInstance } from 'fastify';
import { DESK_SIGN_INS_PER_MINUTE } from '../config';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { hashToken, TOKEN_PATTERN } from './auth/tokens';
import { OPEN_ROUTE, signedIn } from './auth/guard';
import { sendPage, type DeskDeps } from './deps';
import { renderDeskPage } from './pages/layout';
import { returnPathOf } from './return-path';
import { markSaved } from './saved-notice';
import { EnrolPage, SignInPage } from './pages/passkey-pages';
import type { Staff } from './store/types';

/**
 * Sign-in, enrolment, a further passkey and sign-out. The ceremonies answer JSON to the desk's
 * script; a refused one answers 400 with nothing stored (the challenge, if it was presented, is
 * spent). Sign-in and enrolment are open (auth/guard.ts) and rate limited per address; the rest are
 * behind the desk's guard.
 */

const tokenOf = (body: unknown): string | null => {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
};

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: DeskDeps,
  signInsPerMinute = DESK_SIGN_INS_PER_MINUTE,
): void {
  const signInLimit = { config: { ...OPEN_ROUTE.config, rateLimit: { max: signInsPerMinute, timeWindow: 60_000 } } };
  const { store, sessions, passkeys, now } = deps;
  const audit = (staff: Staff, action: string, detail: string | null = null) =>
    store.audit({ at: now().toISOString(), staffId: staff.id, staffName: staff.name, action, ref: null, detail });

  app.get('/desk/sign-in', OPEN_ROUTE, async (request, reply) => {
    const back = returnPathOf(request.query);
    if (await sessions.current(request))
      return reply
        .code(303)
        .header('location', back ?? '/desk')
        .send();
    return sendPage(reply, renderDeskPage(<SignInPage practiceName={deps.practiceName} returnTo={back} />));
  });
  app.post('/desk/sign-in/options', signInLimit, async () => passkeys.signInOptions());
  app.post('/desk/sign-in/verify', signInLimit, async (request, reply) => {
    const response = (request.body as { response?: AuthenticationResponseJSON } | null)?.response;
    const staff = response ? await passkeys.verifySignIn(response) : null;
    if (!staff) {
      request.log.info('desk sign-in refused');
      return reply.code(400).send({ ok: false });
    }
    await sessions.start(request, reply, staff);
    await audit(staff, 'signed in');
    return { ok: true, redirect: returnPathOf(request.body) ?? '/desk' };
  });

  const invited = async (token: string | null) =>
    token ? store.findInvite(hashToken(token), now().toISOString()) : null;

  app.get('/desk/enrol', OPEN_ROUTE, async (request, reply) => {
    const token = tokenOf(request.query);
    const staff = await invited(token);
    return sendPage(
      reply,
      renderDeskPage(<EnrolPage practiceName={deps.practiceName} staff={staff} token={token ?? ''} />),
      staff ? 200 : 404,
    );
  });
  app.post('/desk/enrol/options', signInLimit, async (request, reply) => {
    const staff = await invited(tokenOf(request.body));
    if (!staff) return reply.code(404).send({ ok: false });
    return passkeys.registrationOptions(staff, 'enrol');
  });
  app.post('/desk/enrol/verify', signInLimit, async (request, reply) => {
    const token = tokenOf(request.body);
    const staff = await invited(token);
    const response = (request.body as { response?: RegistrationResponseJSON } | null)?.response;
    const credential = staff && response ? await passkeys.verifyRegistration(staff, 'enrol', response) : null;
    // The invite is used in the passkey's own transaction: two tabs racing one link store one passkey.
    if (!staff || !credential || !(await store.addCredential(credential, hashToken(token!), now().toISOString())))
      return reply.code(400).send({ ok: false });
    await sessions.start(request, reply, staff);
    await audit(staff, 'enrolled a passkey');
    return { ok: true, redirect: '/desk' };
  });

  app.post('/desk/passkeys/options', async (request) => passkeys.registrationOptions(signedIn(request), 'add-passkey'));
  app.post('/desk/passkeys/verify', async (request, reply) => {
    const staff = signedIn(request);
    const response = (request.body as { response?: RegistrationResponseJSON } | null)?.response;
    const credential = response ? await passkeys.verifyRegistration(staff, 'add-passkey', response) : null;
    if (!credential) return reply.code(400).send({ ok: false });
    await store.addCredential(credential, null, now().toISOString());
    await audit(staff, 'added a passkey');
    return { ok: true, redirect: markSaved(reply, '/desk/account') };
  });

  app.post('/desk/sign-out', async (request, reply) => {
    const staff = signedIn(request);
    await sessions.end(request, reply);
    await audit(staff, 'signed out');
    return reply.code(303).header('location', '/desk/sign-in').send();
  });
  app.post('/desk/sign-out-everywhere', async (request, reply) => {
    const staff = signedIn(request);
    await store.deleteStaffSessions(staff.id);
    await sessions.end(request, reply);
    await audit(staff, 'signed out everywhere');
    return reply.code(303).header('location', '/desk/sign-in').send();
  });
}
