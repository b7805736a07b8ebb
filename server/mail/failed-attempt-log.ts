import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail } from '../storage/types';
import { needsStaff, type SmtpFailure } from './smtp-failure';

/** Temporary failures after which each further one is logged at error (about 6 hours at the default backoff). */
const REPORT_AFTER_ATTEMPTS = 12;

/** Logs a failed attempt: at error when a person must act (login, settings, a given-up e-mail, a long outage). */
export function logFailedAttempt(
  log: FastifyBaseLogger,
  mail: OutboxMail,
  attempts: number,
  failure: SmtpFailure,
  nextAttemptAt: string | null,
): void {
  const entry = {
    outboxId: mail.id,
    requestId: mail.requestId,
    purpose: mail.purpose,
    attempts,
    ...failure,
    nextAttemptAt,
  };
  if (needsStaff(failure.kind)) {
    log.error(
      entry,
      failure.kind === 'auth'
        ? 'outbox: the mail server refused the login (check SMTP_URL), will retry'
        : 'outbox: the mail server refused the e-mail for a reason in its settings (check SMTP_URL and MAIL_FROM), will retry',
    );
  } else if (nextAttemptAt === null) {
    log.error(
      entry,
      `outbox: the mail server refused this e-mail's ${failure.kind}, giving up (npm run requests -- failed)`,
    );
  } else if (attempts >= REPORT_AFTER_ATTEMPTS) log.error(entry, 'outbox: e-mail still not sent, will retry');
  else log.warn(entry, 'outbox: e-mail not sent, will retry');
}
