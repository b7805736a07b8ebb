import type { FastifyBaseLogger } from 'fastify';
import { OutboxScheduler, retryBackoff } from '../outbox-scheduler';
import { sendTemplate, type CloudApiSettings, type SendOutcome, type TemplateMessage } from './cloud-api';

/**
 * Sends the WhatsApp messages of the outbox, one at a time (docs/decisions/0040-whatsapp-channel.md). The Cloud API
 * has no idempotency key, so a message is claimed *in flight* (attempts + 1, a lease), committed, before its call; the
 * call's outcome is recorded after, fenced by the claim's attempt count. A message found still in flight when its
 * lease has ended (its instance died during the call, or could not write the answer) is never sent again by itself:
 * it is marked *outcome unknown*, for staff to send again from the desk. Rate limits and Meta's passing faults are
 * retried with backoff; a refusal of one message gives it up (named on the desk, the e-mail goes instead); a
 * configuration failure (token, permission, phone number id) keeps the message pending and is reported in /healthz,
 * the CLI and the desk until a send succeeds.
 */

export interface WhatsappClaim {
  id: number;
  /** The claim's attempt number: the fencing token of its outcome. */
  attempts: number;
  message: TemplateMessage;
}

export type WhatsappResult =
  | { status: 'sent'; messageId: string }
  | { status: 'pending'; error: string; nextAttemptAt: string }
  | { status: 'failed' | 'unknown'; error: string };

/** The part of the store the worker uses (server/storage/whatsapp-outbox.ts). */
export interface WhatsappOutboxStore {
  /** Claims the oldest due pending message: in flight, attempts + 1, its lease ending `leaseMs` after `now`. */
  claimDueWhatsapp(now: string, leaseMs: number): Promise<WhatsappClaim | null>;
  /** Records a claimed attempt's result; false, changing nothing, when the claim is no longer this attempt's. */
  recordWhatsappResult(id: number, attempts: number, result: WhatsappResult, at: string): Promise<boolean>;
  /** Marks outcome unknown every message in flight whose lease ended before `now`; returns how many. */
  markLostWhatsapp(now: string): Promise<number>;
  /** When the next pending message is due, or null. */
  nextWhatsappDue(): Promise<string | null>;
}

export interface WhatsappWorkerOptions {
  store: WhatsappOutboxStore;
  settings: CloudApiSettings;
  log: FastifyBaseLogger;
  now?: () => Date;
  retryBaseMs?: number;
  retryMaxMs?: number;
  pollMs?: number;
  /** How long an in-flight message is left to its instance (far longer than one call's timeout). */
  leaseMs?: number;
  /** Called when a message is given up or found of unknown outcome: a held e-mail may now be due. */
  onFallback?: () => void;
}

/** What only a person can fix, since Meta first said so; for /healthz, the CLI and the desk. */
export interface WhatsappStatus {
  configuration: { code?: number; reason: string; since: string } | null;
}

export class WhatsappWorker {
  private readonly scheduler: OutboxScheduler;
  private trouble: WhatsappStatus['configuration'] = null;
  private readonly now: () => Date;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;

  constructor(private readonly options: WhatsappWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.scheduler = new OutboxScheduler({
      name: 'whatsapp',
      items: 'messages',
      log: options.log,
      now: this.now,
      pollMs: options.pollMs ?? 60_000,
      run: () => this.run(),
      nextDue: () => options.store.nextWhatsappDue(),
    });
  }

  status(): WhatsappStatus {
    return { configuration: this.trouble };
  }

  start(): void {
    this.wake();
  }

  /** Look at the outbox now (a message was queued, or staff sent one again). */
  wake(): void {
    this.scheduler.wake();
  }

  backoff(attempts: number): number {
    return retryBackoff(attempts, this.retryBaseMs, this.retryMaxMs);
  }

  private async run(): Promise<void> {
    const { store, log } = this.options;
    const lost = await store.markLostWhatsapp(this.now().toISOString());
    if (lost > 0) {
      log.error({ lost }, 'whatsapp: messages found in flight after their lease: outcome unknown');
      this.options.onFallback?.();
    }
    while (!this.scheduler.stopped) {
      // The claim is committed before the call: if it cannot be written, nothing is sent.
      const claim = await store.claimDueWhatsapp(this.now().toISOString(), this.leaseMs);
      if (!claim) return;
      const outcome = await sendTemplate(this.options.settings, claim.message);
      const result = this.resultOf(claim, outcome);
      const recorded = await store.recordWhatsappResult(claim.id, claim.attempts, result, this.now().toISOString());
      if (!recorded) log.warn({ whatsappId: claim.id }, 'whatsapp: the claim had moved on; result not recorded');
      else if (result.status === 'failed' || result.status === 'unknown') this.options.onFallback?.();
      if (outcome.kind === 'configuration') return;
    }
  }

  private resultOf(claim: WhatsappClaim, outcome: SendOutcome): WhatsappResult {
    const { log } = this.options;
    const at = this.now();
    if (outcome.kind === 'sent') {
      this.trouble = null;
      log.info({ whatsappId: claim.id, template: claim.message.name }, 'whatsapp: message sent');
      return { status: 'sent', messageId: outcome.messageId };
    }
    const error = `${outcome.kind}: ${outcome.code === undefined ? '' : `(#${outcome.code}) `}${outcome.reason}`;
    log.warn({ whatsappId: claim.id, kind: outcome.kind, code: outcome.code }, 'whatsapp: message not sent');
    switch (outcome.kind) {
      case 'refused':
        return { status: 'failed', error };
      case 'unknown':
        return { status: 'unknown', error };
      case 'configuration':
        this.trouble ??= { code: outcome.code, reason: outcome.reason, since: at.toISOString() };
        return { status: 'pending', error, nextAttemptAt: this.later(at, claim.attempts) };
      case 'retry':
        return { status: 'pending', error, nextAttemptAt: this.later(at, claim.attempts) };
    }
  }

  private later(at: Date, attempts: number): string {
    return new Date(at.getTime() + this.backoff(attempts)).toISOString();
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
  }
}
