import { PassThrough } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { OutboxMail } from '../storage/types';
import { smtpTransportOptions } from './smtp-options';

/** What the outbox worker sends through: SMTP_URL's server (smtp-options.ts), or a test's stand-in. */
export interface MailSender {
  /**
   * Sends one e-mail. `handOver`, when given, runs once the server has taken the envelope and the
   * whole message, just before the end of data (the line with one dot) that makes the server deliver
   * it: the outbox records the e-mail as sent there. If it rejects, the end of data is never written
   * and the connection is dropped, so the server discards the message (RFC 5321, 4.1.1.4).
   */
  send(mail: OutboxMail, handOver?: () => Promise<void>): Promise<void>;
  close(): void;
}

/**
 * One SMTP session per e-mail (connect, STARTTLS when required, login, envelope, message), on
 * nodemailer's own SMTP connection rather than its transport so that the end of data waits for
 * `handOver`: a crash before it sends nothing, a crash after it never sends again
 * (docs/decisions/0025-outbox-hand-over-before-end-of-data.md).
 */
export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const options = smtpTransportOptions(smtpUrl);
  const open = new Set<SMTPConnection>();
  return {
    async send(mail, handOver) {
      // Attachments: a confirmed visit's .ics (server/desk/mail/ics.ts).
      const message = new MailComposer({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      }).compile();
      const raw = await message.build();
      const connection = new SMTPConnection(options);
      open.add(connection);
      // Socket errors come as events at any step: each step's promise races them.
      let failed: (error: Error) => void = () => undefined;
      const failure = new Promise<never>((_, reject) => (failed = reject));
      failure.catch(() => undefined);
      connection.on('error', (error: Error) => failed(error));
      const step = (run: (done: (error?: Error | null) => void) => void) =>
        Promise.race([
          failure,
          new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve()))),
        ]);
      try {
        await step((done) => connection.connect(done));
        if (options.auth && connection.allowsAuth) await step((done) => connection.login(options.auth, done));
        // The body stream is piped to the server only after it has accepted the envelope and DATA.
        const body = new PassThrough();
        body.once('resume', () => {
          body.write(raw);
          (handOver ? handOver() : Promise.resolve()).then(
            () => body.end(),
            (error: unknown) => {
              failed(error instanceof Error ? error : new Error(String(error)));
              connection.close(); // before the stream ends: no end of data reaches the server
            },
          );
        });
        await step((done) => connection.send(message.getEnvelope() as SMTPConnection.Envelope, body, done));
      } finally {
        open.delete(connection);
        connection.close();
      }
    },
    close() {
      for (const connection of open) connection.close();
      open.clear();
    },
  };
}
