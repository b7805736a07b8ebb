import { formatIst } from './mail/compose';
import type { FailedMail, MailTrouble } from './storage/types';
import type { WhatsappSummary } from './storage/whatsapp-outbox';

/**
 * The staff CLI's words about the outbox (server/cli.ts): what holds e-mails back, and the given-up
 * e-mails with their requests, so a clinic notification the mail server refused is never silent.
 */

const TROUBLE: Record<string, string> = {
  auth: 'the mail server refuses the login: check the user and password in SMTP_URL',
  config: 'the mail server refuses them for a reason in its settings: check SMTP_URL and MAIL_FROM',
  temporary: 'the mail server is unreachable or answers "try later": they are retried',
};

/** Lines after the outbox counts: each kind of failure holding e-mails back, and where the given-up ones are. */
export function outboxTroubleReport(troubles: MailTrouble[], failed: number): string {
  const lines = troubles.map(
    ({ kind, count, example }) =>
      `  ${count} pending after a failed attempt: ${TROUBLE[kind] ?? kind} (last answer: ${example.slice(kind.length + 2, 200)})\n`,
  );
  if (failed > 0)
    lines.push(
      `  ${failed} given up: see npm run requests -- failed, and resend one with npm run requests -- resend <id>\n`,
    );
  return lines.join('');
}

export function failedMailReport(mails: FailedMail[]): string {
  if (mails.length === 0) return 'No e-mail has been given up.\n';
  const blocks = mails.map((mail) => {
    const request =
      mail.requestName === null
        ? `request ${mail.requestId} (no longer stored)`
        : `request ${mail.requestId}: ${mail.requestName}  ${mail.requestPhone ?? ''}  ${mail.requestEmail ?? ''}${mail.requestDate ? `  wants ${mail.requestDate}` : ''}`;
    return [
      `#${mail.id}  ${formatIst(mail.createdAt)}  ${mail.purpose === 'clinic' ? 'notification to the clinic' : 'acknowledgment to the patient'} <${mail.to}>`,
      `  subject: ${mail.subject}`,
      `  ${request}`,
      `  refused after ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}: ${mail.lastError ?? ''}`,
    ].join('\n');
  });
  return `${mails.length} e-mail${mails.length === 1 ? '' : 's'} given up (resend one with npm run requests -- resend <id>):\n\n${blocks.join('\n\n')}\n`;
}

/** The WhatsApp channel's line, when it has messages: counts, a configuration failure, what needs staff. */
export function whatsappReport(summary: WhatsappSummary): string {
  const { pending, sent, failed, unknown, configuration } = summary;
  if (pending + sent + failed + unknown === 0) return '';
  const lines = [`\nWhatsApp: ${pending} pending, ${sent} sent, ${failed} given up, ${unknown} of unknown outcome\n`];
  if (configuration)
    lines.push(
      `  Meta refuses the clinic's WhatsApp settings, so messages wait: ${configuration.slice(0, 200)} (docs/whatsapp.md)\n`,
    );
  if (failed + unknown > 0) lines.push('  the desk lists them, with Send again\n');
  return lines.join('');
}
