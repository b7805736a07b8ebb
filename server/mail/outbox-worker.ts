import type { FastifyBaseLogger } from 'fastify';
import { OutboxScheduler, retryBackoff } from '../outbox-scheduler';
import type { NewMail, OutboxMail, RequestStore } from '../storage/types';
import { KeptResults, type Outcome } from './kept-results';
import { SendCeiling, type SendCeilingLimits } from './send-ceiling';
import { logFailedAttempt } from './failed-attempt-log';
import { classifySmtpFailure, givesUp, needsStaff, type SmtpFailure } from './smtp-failure';
import type { MailSender } from './smtp-sender';

/**
 * Sends the outbox, one e-mail at a time (docs/form-service.md, 'E-mail delivery'). Each attempt is
 * recorded before it is made (store.claimDueMail: attempts + 1 and a lease of `leaseMs`); if that
 * write fails, nothing is sent. The claim also keeps several instances on one database from sending
 * the same row, and makes one an instance claimed before dying due again when the lease ends.
 * The hand-over is recorded just before the end of data (smtp-sender.ts): a crash before it leaves
 * the server nothing to deliver, a crash after it never sends again. The server's answer is recorded
 * after; if that write fails (a full disk), the result is kept in memory and the worker backs off,
 * retrying only the bookkeeping until it succeeds. A send-rate ceiling (send-ceiling.ts) is the last guard.
 * Failures are classified (smtp-failure.ts): temporary ones and a refused login are retried with
 * exponential backoff (30 s doubling to 1 h by default) whose next time is stored, so retries
 * survive a restart; only a refused recipient or message is given up, for that e-mail alone.
 * What remains (docs/decisions/0025-outbox-hand-over-before-end-of-data.md): a crash in the instant
 * between the hand-over's commit and the end of data's write loses that one e-mail.
 */

export interface OutboxWorkerOptions {
  store: RequestStore;
  sender: MailSender | null;
  log: FastifyBaseLogger;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Longest sleep between looks at the outbox. */
  pollMs?: number;
  /** How long a claimed attempt keeps its e-mail from being due again (longer than any send takes). */
  leaseMs?: number;
  /** First wait before retrying bookkeeping that could not be written; doubles up to 30 s. */
  bookkeepingRetryMs?: number;
  ceiling?: SendCeilingLimits;
  /** The clinic's notification address: the send ceiling's per-recipient limit does not apply to it. */
  clinicAddress?: string;
  now?: () => Date;
}

/** What the worker knows is wrong, for /healthz (server/health.ts). */
export interface MailStatus {
  /** The mail server refuses for a reason only a person can fix (auth, config), since the first such answer. */
  smtp: (SmtpFailure & { since: string }) | null;
  /** Results of sends that could not be written, since the first failure. */
  bookkeeping: { since: string; unrecorded: number; error: string } | null;
}

// One claim per send: a lease then never runs out on e-mails still queued behind a slow one, and a
// stopping worker leaves nothing claimed. The lease outlasts one send's SMTP timeouts (smtp-options.ts).
const BATCH = 1;

export class OutboxWorker {
  private readonly scheduler: OutboxScheduler;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private readonly ceiling: SendCeiling;
  /** Results not yet written, by outbox id: these e-mails are never sent again by this process. */
  private readonly kept: KeptResults;
  private smtpTrouble: MailStatus['smtp'] = null;
  /** Set by a run whose due e-mails all wait for the ceiling: when to look again. */
  private ceilingWaitMs: number | null = null;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.leaseMs = options.leaseMs ?? 15 * 60_000;
    this.ceiling = new SendCeiling(options.ceiling, options.clinicAddress ? [options.clinicAddress] : []);
    this.now = options.now ?? (() => new Date());
    this.kept = new KeptResults(options.store, options.log, this.now, options.bookkeepingRetryMs ?? 1_000);
    this.scheduler = new OutboxScheduler({
      name: 'outbox',
      items: 'e-mails',
      log: options.log,
      now: this.now,
      pollMs: options.pollMs ?? 60_000,
      run: () => this.run(),
      nextDue: () => options.store.nextMailDue(),
      // While bookkeeping backs off, only its retry runs, even when woken.
      holdMs: () => (this.kept.failing ? this.kept.retryDelayMs() : null),
      leastWaitMs: () => this.ceilingWaitMs,
    });
  }

  private get stopped(): boolean {
    return this.scheduler.stopped;
  }

  get enabled(): boolean {
    return this.options.sender !== null;
  }

  status(): MailStatus {
    return {
      smtp: this.smtpTrouble,
      bookkeeping: this.kept.status(),
    };
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
   * stored). Not retried: the person can ask again. False when no SMTP is configured or the send
   * ceiling is reached.
   */
  async sendDirect(mail: NewMail): Promise<boolean> {
    const { sender } = this.options;
    if (!sender || this.stopped) return false;
    const at = Date.now();
    if (this.ceiling.waitFor(mail.to, at) > 0) return false;
    this.ceiling.count(mail.to, at);
    await sender.send({ ...mail, id: 0, requestId: 'direct', attempts: 0 });
    return true;
  }

  /**
   * Look at the outbox now (called right after a request is committed). While bookkeeping is backing
   * off, a committed request shows the disk takes writes again, so the kept results are tried at once;
   * no e-mail is sent until they are written.
   */
  wake(): void {
    if (this.enabled) this.scheduler.wake();
  }

  /** Delay before attempt number `attempts + 1`, after `attempts` failures. */
  backoff(attempts: number): number {
    return retryBackoff(attempts, this.retryBaseMs, this.retryMaxMs);
  }

  private async run(): Promise<void> {
    const { store } = this.options;
    this.ceilingWaitMs = null;
    for (;;) {
      if (this.stopped || !(await this.kept.writeKept())) return;
      const at = this.now().getTime();
      const ceiling = this.ceiling.held(at);
      if (ceiling.all) return this.waitForCeiling(ceiling.waitMs);
      let claimed: OutboxMail[];
      try {
        claimed = await store.claimDueMail(new Date(at).toISOString(), BATCH, this.leaseMs, ceiling.addresses);
      } catch (error) {
        // The attempt could not be recorded: nothing is sent, and the claim is retried on the bookkeeping's backoff.
        this.kept.failed(error);
        return;
      }
      // Nothing due but e-mails to addresses at the ceiling, if any: look again when it has room.
      if (claimed.length === 0) return ceiling.addresses.length > 0 ? this.waitForCeiling(ceiling.waitMs) : undefined;
      for (const mail of claimed) {
        if (this.stopped || !(await this.attempt(mail))) return;
      }
    }
  }

  private waitForCeiling(waitMs: number): void {
    this.ceilingWaitMs = waitMs;
    this.options.log.error({ waitMs }, 'outbox: send ceiling reached, e-mails wait');
  }

  /**
   * One claimed attempt of one e-mail. The hand-over (store.recordHandover) is written just before the
   * end of data: if it cannot be written, or the claim was lost, nothing is sent. The result is
   * recorded after (or kept in memory when it cannot be: false then).
   */
  private async attempt(mail: OutboxMail): Promise<boolean> {
    const { sender, store, log } = this.options;
    if (!sender) return false;
    this.ceiling.count(mail.to, this.now().getTime());
    const handover: { refused?: 'claim lost' | { error: unknown } } = {};
    let outcome: Outcome;
    try {
      await sender.send(mail, async () => {
        try {
          if (await store.recordHandover(mail.id, mail.attempts, this.now().toISOString())) return;
          handover.refused = 'claim lost';
        } catch (error) {
          handover.refused = { error };
        }
        throw new Error('outbox: hand-over not recorded, the e-mail is not sent');
      });
      outcome = { sentAt: this.now().toISOString() };
      this.smtpTrouble = null;
      log.info({ outboxId: mail.id, purpose: mail.purpose }, 'outbox: e-mail sent');
    } catch (error) {
      if (handover.refused === 'claim lost') {
        log.warn(
          { outboxId: mail.id },
          'outbox: the claim ran out and another attempt took this e-mail; not sent here',
        );
        return true;
      }
      if (handover.refused) {
        // Not sent; the e-mail is due again when its lease ends, after the bookkeeping's backoff.
        this.kept.failed(handover.refused.error);
        return false;
      }
      const failure = classifySmtpFailure(error);
      const next = givesUp(failure.kind)
        ? null
        : new Date(this.now().getTime() + this.backoff(mail.attempts)).toISOString();
      outcome = {
        error: `${failure.kind}: ${error instanceof Error ? error.message : String(error)}`,
        nextAttemptAt: next,
      };
      this.report(mail, mail.attempts, failure, next);
    }
    return this.kept.write(mail.id, outcome);
  }

  /** Logs a failed attempt; a failure only a person can fix is kept for /healthz until a send succeeds. */
  private report(mail: OutboxMail, attempts: number, failure: SmtpFailure, nextAttemptAt: string | null): void {
    if (needsStaff(failure.kind)) this.smtpTrouble ??= { ...failure, since: this.now().toISOString() };
    logFailedAttempt(this.options.log, mail, attempts, failure, nextAttemptAt);
  }

  async stop(): Promise<void> {
    try {
      await this.scheduler.stop();
    } finally {
      this.options.sender?.close();
    }
  }
}
