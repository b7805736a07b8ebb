/**
 * The outbox's last guard against sending in a loop: at most `total` e-mails per window from this
 * process, and at most `perRecipient` to one address. Below the ceiling it changes nothing; a
 * fault that would resend (bookkeeping that cannot be written, a bug) is stopped here. An e-mail
 * over the ceiling is not attempted: it stays pending and goes when the window has room.
 * The clinic's own address (`unlimitedRecipients`) gets one notification per request, so a busy
 * hour would hold its notifications back: only the total applies to it.
 */

export interface SendCeilingLimits {
  windowMs: number;
  total: number;
  perRecipient: number;
}

export const DEFAULT_SEND_CEILING: SendCeilingLimits = { windowMs: 60 * 60_000, total: 600, perRecipient: 120 };

export class SendCeiling {
  private readonly sends: Array<{ at: number; to: string }> = [];
  private readonly unlimited: Set<string>;

  constructor(
    private readonly limits: SendCeilingLimits = DEFAULT_SEND_CEILING,
    unlimitedRecipients: readonly string[] = [],
  ) {
    this.unlimited = new Set(unlimitedRecipients.map((to) => to.toLowerCase()));
  }

  private forget(now: number): void {
    while (this.sends.length > 0 && (this.sends[0] as { at: number }).at <= now - this.limits.windowMs)
      this.sends.shift();
  }

  /** Milliseconds until an e-mail to `to` may go; 0 when it may go now. */
  waitFor(to: string, now: number): number {
    this.forget(now);
    const address = to.toLowerCase();
    const toHim = this.unlimited.has(address) ? [] : this.sends.filter((send) => send.to === address);
    const blocking =
      this.sends.length >= this.limits.total
        ? this.sends[0]
        : toHim.length >= this.limits.perRecipient
          ? toHim[0]
          : undefined;
    return blocking ? blocking.at + this.limits.windowMs - now : 0;
  }

  /**
   * What may not go at `now`: everything (`all`, the total reached), or the e-mails to `addresses`
   * (lower case, each at its own limit); `waitMs` until the first of them has room again.
   */
  held(now: number): { all: boolean; addresses: string[]; waitMs: number } {
    this.forget(now);
    const reopens = (send: { at: number } | undefined) => (send ? send.at + this.limits.windowMs - now : 0);
    if (this.sends.length >= this.limits.total) return { all: true, addresses: [], waitMs: reopens(this.sends[0]) };
    const byAddress = new Map<string, Array<{ at: number }>>();
    for (const send of this.sends) {
      if (this.unlimited.has(send.to)) continue;
      const sends = byAddress.get(send.to);
      if (sends) sends.push(send);
      else byAddress.set(send.to, [send]);
    }
    const full = [...byAddress].filter(([, sends]) => sends.length >= this.limits.perRecipient);
    return {
      all: false,
      addresses: full.map(([to]) => to),
      waitMs: Math.min(...full.map(([, sends]) => reopens(sends[0])), this.limits.windowMs),
    };
  }

  /** Counts an attempt (made or about to be made) to `to`. */
  count(to: string, now: number): void {
    this.sends.push({ at: now, to: to.toLowerCase() });
  }
}
