import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../content/forms/kinds';
import { fill } from '../../content/ui';
import { withdrawal } from '../../content/withdrawal';
import { clinicNoticeMail, confirmUrl, linkMail } from '../mail/withdrawal-mail';
import type { OutboxWorker } from '../mail/outbox-worker';
import type { FormPageSettings } from '../render-form-errors';
import type { RequestStore } from '../storage/types';
import { wantsJson } from './answers';
import { ConfirmWithdrawal, Erased, LinkExpired, LinkSent, RefusedAddress } from './withdrawal-pages';
import { sendPrivatePage } from '../private-page';
import { hashToken, newToken, TOKEN_PATTERN } from '../desk/auth/tokens';

/**
 * Withdrawal of consent (docs/form-service.md). POST /api/withdrawals takes an e-mail address and
 * always gives the same answer; when anything is stored for the address, it e-mails a link that
 * works once for 24 hours (only the SHA-256 hash of its random token is stored; the e-mail goes out
 * at once, outside the outbox, so the token is in no table). Mail scanners
 * open links, so GET on the link only shows a button; the POST of that button erases everything
 * of the address (requests, subscription, queued e-mails), checkpoints the WAL, and says what went.
 * The two POSTs run in the forms' context (rate limit, cross-site refusal); the GET does not, as a
 * link followed from a webmail page is a cross-site navigation.
 */

export interface WithdrawalDeps {
  store: RequestStore;
  worker: OutboxWorker;
  pageSettings: FormPageSettings;
  /** Public origin of the site, for the link in the e-mail. */
  siteOrigin: string;
  /** Who receives the clinic's notice (CLINIC_NOTIFY_EMAIL). */
  clinicEmail: string;
  now: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;
/** No answer to a link request comes sooner: the work for a known address hides inside it, even on a slow disk. */
export const LEAST_ANSWER_MS = 50;
const { answers } = withdrawal;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const emailSchema = z.string().max(254).regex(z.regexes.email);

function expired(reply: FastifyReply, deps: WithdrawalDeps, request: FastifyRequest) {
  if (wantsJson(request))
    return reply
      .code(410)
      .header('cache-control', 'no-store')
      .send({ ok: false, error: fill(answers.expired, { linkHours: withdrawal.linkHours }) });
  return sendPrivatePage(reply, deps.pageSettings, 410, answers.expiredTitle, <LinkExpired />);
}

/** POST /api/withdrawals and the POST of the confirm button: register inside the forms' context. */
export function registerWithdrawalPosts(app: FastifyInstance, deps: WithdrawalDeps): void {
  app.post('/api/withdrawals', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const sent = fill(answers.sent, {
      linkHours: withdrawal.linkHours,
      grievanceEmail: deps.pageSettings.grievanceEmail,
    });
    const answer = () =>
      wantsJson(request)
        ? reply.code(200).header('cache-control', 'no-store').send({ ok: true, message: sent })
        : sendPrivatePage(reply, deps.pageSettings, 200, answers.sentTitle, <LinkSent message={sent} />);
    if (textOf(body[HONEYPOT_FIELD]).trim() !== '') {
      request.log.info({ form: 'withdrawal' }, 'honeypot filled: post dropped');
      return answer();
    }
    const email = textOf(body.email).normalize('NFC').trim();
    if (!emailSchema.safeParse(email).success) {
      if (wantsJson(request))
        return reply
          .code(422)
          .header('cache-control', 'no-store')
          .send({ ok: false, errors: { email: answers.invalidEmail } });
      return sendPrivatePage(reply, deps.pageSettings, 422, withdrawal.page.title, <RefusedAddress value={email} />);
    }
    // The same work for a known and an unknown address (a token, one commit), inside the same least
    // wait, whose timer starts before the work: the answer's timing must not tell whether the address is known.
    const leastWait = sleep(LEAST_ANSWER_MS);
    const token = newToken();
    const createdAt = deps.now();
    const issued = await deps.store.withdrawals.issueIfHeld({
      tokenHash: hashToken(token),
      email,
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + withdrawal.linkHours * HOUR_MS).toISOString(),
    });
    if (issued) {
      // Sent after the answer, not awaited.
      const mail = linkMail(email, confirmUrl(deps.siteOrigin, token), deps.pageSettings.practiceName);
      void deps.worker.sendDirect(mail).then(
        (sent) =>
          sent ||
          request.log.warn(
            { form: 'withdrawal' },
            'withdrawal link not sent: SMTP_URL is not set or the send ceiling is reached',
          ),
        (error: unknown) =>
          request.log.error(
            { form: 'withdrawal', code: (error as { code?: string }).code },
            'withdrawal link not sent',
          ),
      );
    }
    await leastWait;
    // Logged the same either way: the log must not tell whether the address was known.
    request.log.info({ form: 'withdrawal' }, 'withdrawal link requested');
    return answer();
  });

  app.post(withdrawal.confirmPath, async (request, reply) => {
    const token = textOf(((request.body ?? {}) as Record<string, unknown>).token);
    if (!TOKEN_PATTERN.test(token)) return expired(reply, deps, request);
    const erased = await deps.store.withdrawals.redeem(hashToken(token), deps.now().toISOString(), (references) =>
      clinicNoticeMail(deps.clinicEmail, references),
    );
    if (!erased) return expired(reply, deps, request);
    deps.worker.wake();
    request.log.info({ form: 'withdrawal', erased }, 'consent withdrawn: data erased');
    const done = fill(answers.done, erased);
    if (wantsJson(request))
      return reply.code(200).header('cache-control', 'no-store').send({ ok: true, erased, message: done });
    return sendPrivatePage(reply, deps.pageSettings, 200, answers.doneTitle, <Erased message={done} />);
  });
}

/** GET of the e-mailed link: the confirmation page (a button posting the token), or why the link no longer works. */
export function registerWithdrawalLink(app: FastifyInstance, deps: WithdrawalDeps): void {
  app.get(withdrawal.confirmPath, async (request, reply) => {
    const token = textOf((request.query as Record<string, unknown>).token);
    if (
      !TOKEN_PATTERN.test(token) ||
      !(await deps.store.withdrawals.isValid(hashToken(token), deps.now().toISOString()))
    )
      return expired(reply, deps, request);
    return sendPrivatePage(reply, deps.pageSettings, 200, answers.confirmTitle, <ConfirmWithdrawal token={token} />);
  });
}
