import type { FastifyBaseLogger } from 'fastify';

/**
 * When an outbox worker looks at its outbox: one run at a time, at once when woken (again right after the run in
 * progress, if there is one), else when the next item is due or after `pollMs` at the latest. The e-mail worker
 * (server/mail/outbox-worker.ts) and the WhatsApp worker (server/whatsapp/whatsapp-worker.ts) each bring their run
 * and their rules for the wait; the timers never keep the process alive.
 */
export interface OutboxSchedulerOptions {
  /** Prefix of the log lines ('outbox', 'whatsapp') and what the outbox holds ('e-mails', 'messages'). */
  name: string;
  items: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Longest sleep between looks at the outbox. */
  pollMs: number;
  /** One look at the outbox: sends what is due. */
  run: () => Promise<void>;
  /** When the next item is due, or null when none is pending. */
  nextDue: () => Promise<string | null>;
  /** A wait that comes before everything else after a run, even a wake during it (bookkeeping backing off). */
  holdMs?: () => number | null;
  /** The least wait after a run, whatever is due (a send ceiling reached). */
  leastWaitMs?: () => number | null;
}

export class OutboxScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private halted = false;

  constructor(private readonly options: OutboxSchedulerOptions) {}

  /** True once stop() was called: a run in progress ends at its next item. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Look at the outbox now, or right after the run in progress. */
  wake(): void {
    if (this.halted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.halted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.running = this.options
          .run()
          .catch((error: unknown) => this.options.log.error({ err: error }, `${this.options.name}: run failed`))
          .finally(async () => {
            this.running = null;
            await this.afterRun();
          });
      },
      Math.max(0, delayMs),
    );
    this.timer.unref();
  }

  private async afterRun(): Promise<void> {
    if (this.halted) return;
    const { name, items, log, now, pollMs, nextDue, holdMs, leastWaitMs } = this.options;
    const hold = holdMs?.() ?? null;
    if (hold !== null) return this.schedule(hold);
    if (this.again) {
      this.again = false;
      return this.schedule(0);
    }
    let wait = pollMs;
    try {
      const due = await nextDue();
      if (due !== null) wait = Math.min(wait, Date.parse(due) - now().getTime());
    } catch (error) {
      log.error({ err: error }, `${name}: cannot read pending ${items}`);
    }
    const least = leastWaitMs?.() ?? null;
    if (least !== null) wait = Math.max(wait, least);
    this.schedule(wait);
  }
}

/** Delay before attempt number `attempts + 1`, after `attempts` failures: `baseMs` doubling up to `maxMs`. */
export function retryBackoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}
