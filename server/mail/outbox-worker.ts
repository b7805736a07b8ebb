import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { NewMail, OutboxMail, RequestStore } from '../storage/types';
import { smtpTransportOptions } from './smtp-options';

/**
 * Sends the outbox: pending e-mails go out one at a time through SMTP; a sent row is marked at
 * once; a failure is retried with exponential backoff (30 s doubling to 1 h by default) whose
 * next time is stored, so retries survive a restart. A permanent refusal (SMTP 5xx) or too many
 * attempts marks the row failed (visible in `npm run requests -- list`).
 * Each e-mail is claimed before it is sent (store.claimDueMail: attempts + 1 and a lease of
 * `leaseMs`), so several instances on one database never send the same row, and one an instance
 * claimed before dying is due again when the lease ends. A crash between the SMTP server's
 * acceptance and the "sent" mark can still repeat that one e-mail.
 */

export interface MailSender {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl));
  return {
    async send(mail) {
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

export interface OutboxWorkerOptions {
  store: RequestStore;
  sender: MailSender | null;
  log: FastifyBaseLogger;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Longest sleep between looks at the outbox. */
  pollMs?: number;
  maxAttempts?: number;
  /** How long a claimed e-mail is kept from other instances; longer than one SMTP send can take. */
  leaseMs?: number;
  now?: () => Date;
}

// One claim per send: a lease then never runs out on e-mails still queued behind a slow one, and a
// stopping worker leaves nothing claimed. The lease outlasts one send's SMTP timeouts (smtp-options.ts).
const BATCH = 1;

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.pollMs = options.pollMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 60;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  get enabled(): boolean {
    return this.options.sender !== null;
  }

  start(): void {
    if (!this.enabled) {
      this.options.log.warn('SMTP_URL is not set: notifications stay queued in the outbox');
      return;
    }
    this.wake();
  }

  /**
   * Sends one e-mail at once, outside the outbox (a withdrawal link: its token must never be
   * stored). Not retried: the person can ask again. False when no SMTP is configured.
   */
  async sendDirect(mail: NewMail): Promise<boolean> {
    const { sender } = this.options;
    if (!sender || this.stopped) return false;
    await sender.send({ ...mail, id: 0, requestId: 'direct', attempts: 0 });
    return true;
  }

  /** Look at the outbox now (called right after a request is committed). */
  wake(): void {
    if (!this.enabled || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Delay before attempt number `attempts + 1`, after `attempts` failures. */
  backoff(attempts: number): number {
    return Math.min(this.retryBaseMs * 2 ** Math.max(0, attempts - 1), this.retryMaxMs);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.running = this.run().finally(async () => {
          this.running = null;
          await this.afterRun();
        });
      },
      Math.max(0, delayMs),
    );
    this.timer.unref();
  }

  private async afterRun(): Promise<void> {
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.schedule(0);
      return;
    }
    let due: string | null = null;
    try {
      due = await this.options.store.nextMailDue();
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox: cannot read pending e-mails');
    }
    const wait = due === null ? this.pollMs : Math.min(this.pollMs, Date.parse(due) - this.now().getTime());
    this.schedule(wait);
  }

  private async run(): Promise<void> {
    const { store, sender, log } = this.options;
    if (!sender) return;
    for (;;) {
      if (this.stopped) return;
      let due: OutboxMail[];
      try {
        due = await store.claimDueMail(this.now().toISOString(), BATCH, this.leaseMs);
      } catch (error) {
        log.error({ err: error }, 'outbox: cannot read pending e-mails');
        return;
      }
      if (due.length === 0) return;
      for (const mail of due) {
        if (this.stopped) return;
        try {
          await sender.send(mail);
          await store.markMailSent(mail.id, this.now().toISOString());
          log.info({ outboxId: mail.id, purpose: mail.purpose }, 'outbox: e-mail sent');
        } catch (error) {
          const { attempts } = mail;
          const code = smtpCode(error);
          // A refused STARTTLS is retried, not given up: it may be an attacker on the path, not the server.
          const permanent = typeof code.responseCode === 'number' && code.responseCode >= 500 && code.responseCode < 600 && code.code !== 'ETLS';
          const giveUp = permanent || attempts >= this.maxAttempts;
          const next = giveUp ? null : new Date(this.now().getTime() + this.backoff(attempts)).toISOString();
          await store.markMailFailed(mail.id, error instanceof Error ? error.message : String(error), next);
          const entry = { outboxId: mail.id, purpose: mail.purpose, attempts, ...code, nextAttemptAt: next };
          if (giveUp) log.error(entry, 'outbox: e-mail not sent, giving up');
          else log.warn(entry, 'outbox: e-mail not sent, will retry');
        }
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.options.sender?.close();
  }
}

/** The SMTP error's codes only: its message may quote an address, which must not reach the logs. */
function smtpCode(error: unknown): { code?: string; responseCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}
