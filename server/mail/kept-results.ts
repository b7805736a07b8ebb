import type { FastifyBaseLogger } from 'fastify';
import type { RequestStore } from '../storage/types';
import { retryBackoff } from '../outbox-scheduler';

/**
 * The outbox's bookkeeping when the database refuses writes (a full disk): the results of sends it
 * could not take, kept in memory by outbox id so the worker never sends those e-mails again, and
 * the backoff (from `firstRetryMs` doubling to 30 s) before it tries to write them again.
 */

export type Outcome = { sentAt: string } | { error: string; nextAttemptAt: string | null };

/** Longest wait between tries: the service recovers within it once space is free. */
const RETRY_MAX_MS = 30_000;

export class KeptResults {
  private readonly results = new Map<number, Outcome>();
  private failures = 0;
  private error: { since: string; error: string } | null = null;

  constructor(
    private readonly store: RequestStore,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly firstRetryMs: number,
  ) {}

  /** True while a write has failed and not yet succeeded again. */
  get failing(): boolean {
    return this.error !== null;
  }

  status(): { since: string; unrecorded: number; error: string } | null {
    return this.error && { ...this.error, unrecorded: this.results.size };
  }

  retryDelayMs(): number {
    return retryBackoff(this.failures, this.firstRetryMs, RETRY_MAX_MS);
  }

  /** Writes one result; if the database refuses, keeps it and starts (or continues) backing off. False then. */
  async write(id: number, outcome: Outcome): Promise<boolean> {
    try {
      if ('sentAt' in outcome) await this.store.recordDelivery(id, outcome.sentAt);
      else await this.store.recordFailure(id, outcome.error, outcome.nextAttemptAt);
      return true;
    } catch (error) {
      this.results.set(id, outcome);
      this.failed(error);
      return false;
    }
  }

  /** Writes the kept results; false (still backing off) while that is impossible. */
  async writeKept(): Promise<boolean> {
    for (const [id, outcome] of this.results) {
      this.results.delete(id);
      if (!(await this.write(id, outcome))) return false;
    }
    if (this.error) this.log.info({ since: this.error.since }, 'outbox: bookkeeping written again');
    this.error = null;
    this.failures = 0;
    return true;
  }

  /** A bookkeeping write failed (a claim, or a result). */
  failed(error: unknown): void {
    this.failures += 1;
    this.error ??= { since: this.now().toISOString(), error: error instanceof Error ? error.message : String(error) };
    this.log.error(
      { err: error, unrecorded: this.results.size, failures: this.failures },
      'outbox: cannot write to the database, backing off',
    );
  }
}
