import type { ServerResponse } from 'node:http';
import { todayInKolkata } from '../../../common/booking-dates';
import type { QueueFeed } from '../feed';
import type { QueueEntry } from '../queue-reads';
import type { QueueStore } from '../queue-store';
import { LIVE_RECONNECT_MS, StreamCount, type LiveStreamLimits } from './stream-limits';

/**
 * The server-sent events of the waiting room (docs/decisions/0084-the-waiting-room-live.md): each connected screen or
 * phone is a client of some doctors; on a change of a doctor's queue (the feed) the doctor's day is read once and each
 * of its clients sent what it shows, if that changed. A client is sent its state as soon as it connects, so a screen
 * that reconnects after a restart is right at once; the browser's EventSource reconnects by itself (`retry`).
 * The streams are counted by client address (./stream-limits.ts): a route asks `refusal` before it opens one.
 */

export interface LiveClient {
  doctors: readonly string[];
  /** What the client shows, from a doctor's tokens of today; null sends nothing. */
  render(doctor: string, entries: readonly QueueEntry[]): unknown;
}

const HEARTBEAT_MS = 20_000;

export class LiveHub {
  private readonly clients = new Map<LiveClient, { raw: ServerResponse; last: Map<string, string> }>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly count: StreamCount;

  constructor(
    private readonly store: QueueStore,
    feed: QueueFeed,
    private readonly now: () => Date,
    limits: LiveStreamLimits,
  ) {
    this.count = new StreamCount(limits);
    feed.on('change', (doctor) => void this.changed(doctor));
    // A comment now and then keeps proxies from closing a quiet stream.
    this.heartbeat = setInterval(() => {
      for (const { raw } of this.clients.values()) raw.write(': \n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Why one more stream from `address` is refused (429 or 503), or null. */
  refusal(address: string): 429 | 503 | null {
    return this.count.refusal(address);
  }

  /**
   * Opens the stream on `raw` (the reply already hijacked), counted against `address` until it closes, and sends the
   * client's state at once.
   */
  async open(raw: ServerResponse, client: LiveClient, address: string): Promise<void> {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-robots-tag': 'noindex, nofollow',
    });
    raw.write(`retry: ${LIVE_RECONNECT_MS}\n\n`);
    const state = { raw, last: new Map<string, string>() };
    this.clients.set(client, state);
    const uncount = this.count.add(address);
    raw.on('close', () => {
      this.clients.delete(client);
      uncount();
    });
    for (const doctor of client.doctors) this.send(client, doctor, await this.read(doctor));
  }

  /** Ends every stream (the service stops): the browsers reconnect to the next start. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const { raw } of this.clients.values()) raw.end();
    this.clients.clear();
  }

  private read(doctor: string): Promise<QueueEntry[]> {
    return this.store.day(doctor, todayInKolkata(this.now()));
  }

  private async changed(doctor: string): Promise<void> {
    const listening = [...this.clients.keys()].filter((client) => client.doctors.includes(doctor));
    if (listening.length === 0) return;
    const entries = await this.read(doctor);
    for (const client of listening) this.send(client, doctor, entries);
  }

  private send(client: LiveClient, doctor: string, entries: readonly QueueEntry[]): void {
    const state = this.clients.get(client);
    const shown = client.render(doctor, entries);
    if (!state || shown === null) return;
    const data = JSON.stringify(shown);
    if (state.last.get(doctor) === data) return;
    state.last.set(doctor, data);
    state.raw.write(`data: ${data}\n\n`);
  }
}
