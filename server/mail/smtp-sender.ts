import nodemailer from 'nodemailer';
import type { OutboxMail } from '../storage/types';
import { smtpTransportOptions } from './smtp-options';

/** What the outbox worker sends through: SMTP_URL's server (smtp-options.ts), or a test's stand-in. */
export interface MailSender {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    async send(mail) {
      // Attachments: a confirmed visit's .ics (server/desk/mail/ics.ts).
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
    },
    close() {
      transport.close();
    },
  };
}
