/**
 * How many of the waiting room's streams of server-sent events the service holds open
 * (docs/decisions/0108-the-waiting-room-s-streams-are-counted.md). Each is a socket held for as long as a screen or a
 * patient's page stays open, and the screen's is public: without a count, one address could hold the service's
 * sockets and memory.
 * - `perAddress`: a clinic's Wi-Fi puts every phone in the waiting room and the television behind one address, so the
 *   line is well above a two-doctor clinic's busiest morning (a few dozen waiting, some with two tabs).
 * - `total`: every address together; a few instances behind a proxy each count their own.
 */
export interface LiveStreamLimits {
  perAddress: number;
  total: number;
}

export const DEFAULT_LIVE_STREAMS: LiveStreamLimits = { perAddress: 100, total: 2_000 };

/** Seconds a refused browser is asked to wait (Retry-After); the page's script waits as long before it tries again. */
export const LIVE_RETRY_AFTER_SECONDS = 30;

/** How soon a browser reconnects a stream that ended (the stream's `retry`), e.g. when the service restarts. */
export const LIVE_RECONNECT_MS = 2_000;

/** Open streams counted by client address: whether one more is admitted, and each one's end. */
export class StreamCount {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly limits: LiveStreamLimits) {}

  /** Why a stream from `address` is refused (429: that address holds its share; 503: the service does), or null. */
  refusal(address: string): 429 | 503 | null {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 429;
    if (this.open >= this.limits.total) return 503;
    return null;
  }

  /** Counts a stream from `address`; the returned function uncounts it (called once, when the stream closes). */
  add(address: string): () => void {
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.open += 1;
    return () => {
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left === 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
  }
}
