import { EventEmitter } from 'node:events';
import type { Database, Sql } from '../storage/sql/database';

/**
 * What tells the waiting room's screens and phones that a doctor's queue changed
 * (docs/decisions/0084-the-waiting-room-live.md). On PostgreSQL a change's transaction sends NOTIFY on one channel,
 * which PostgreSQL delivers at its commit to every instance listening (this one too), so a call made on one instance
 * reaches the clients of the other. SQLite serves one process: the change is told in-process once committed.
 * Listeners get the doctor's key ('change').
 */

export const QUEUE_CHANNEL = 'clinic_queue';

export class QueueFeed extends EventEmitter<{ change: [doctor: string] }> {
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {
    super();
    this.setMaxListeners(0);
  }

  /** Starts listening to the other instances (PostgreSQL); nothing to do on SQLite. */
  async start(): Promise<void> {
    if (this.db.dialect.name !== 'postgres') return;
    this.stopListening = await this.db.listen(QUEUE_CHANNEL, (doctor) => this.emit('change', doctor));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Inside a change's transaction: PostgreSQL's NOTIFY, sent with its commit and never without it. */
  async announceIn(sql: Sql, doctor: string): Promise<void> {
    if (this.db.dialect.name === 'postgres') await sql.get('SELECT pg_notify(?, ?)', [QUEUE_CHANNEL, doctor]);
  }

  /** After the commit: SQLite's listeners are in this process. */
  committed(doctor: string): void {
    if (this.db.dialect.name !== 'postgres') this.emit('change', doctor);
  }
}
