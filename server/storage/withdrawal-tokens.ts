import { eraseEmailRows } from './erase';
import { queueMail } from './outbox';
import type { Database } from './sql/database';
import type { ErasedCounts, NewMail, WithdrawalStore } from './types';
import { probeWrite } from './write-probe';

/**
 * The one-time links of consent withdrawal (table withdrawal_tokens, migration 2). Only the SHA-256 hash of a link's
 * token is stored, beside the address it was sent to; the row goes when the link is used (with everything stored for
 * that address) or when it expires (retention run).
 */
export class WithdrawalTokens implements WithdrawalStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores the link when anything is held for its address, and in the same transaction rewrites the write probe
   * (write-probe.ts): a known and an unknown address then cost the same commit, so the answer's timing does not tell
   * them apart. True when the link was stored.
   */
  async issueIfHeld(link: {
    tokenHash: string;
    email: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<boolean> {
    const same = (column: string) => this.db.dialect.sameEmail(column);
    return this.db.tx(async (sql) => {
      const issued = await sql.run(
        `INSERT INTO withdrawal_tokens (token_hash, email, created_at, expires_at)
         SELECT ?, ?, ?, ? WHERE EXISTS (
           SELECT 1 FROM appointments WHERE ${same('email')}
           UNION ALL SELECT 1 FROM messages WHERE ${same('email')}
           UNION ALL SELECT 1 FROM subscriptions WHERE ${same('email')}
           UNION ALL SELECT 1 FROM outbox WHERE status = 'pending' AND ${same('to_address')})`,
        [link.tokenHash, link.email, link.createdAt, link.expiresAt, link.email, link.email, link.email, link.email],
      );
      await probeWrite(sql, this.db.dialect, link.createdAt);
      return issued === 1;
    });
  }

  async isValid(tokenHash: string, now: string): Promise<boolean> {
    return (
      (await this.db.get('SELECT 1 AS valid FROM withdrawal_tokens WHERE token_hash = ? AND expires_at > ?', [
        tokenHash,
        now,
      ])) !== undefined
    );
  }

  async redeem(
    tokenHash: string,
    now: string,
    clinicNotice: (references: string[]) => NewMail | null,
  ): Promise<ErasedCounts | null> {
    const { dialect } = this.db;
    const erased = await this.db.tx(async (sql) => {
      // Locked: two clicks on one link at once erase once; the second finds the row gone.
      const row = await sql.get<{ email: string }>(
        `SELECT email FROM withdrawal_tokens WHERE token_hash = ? AND expires_at > ?${dialect.forUpdate}`,
        [tokenHash, now],
      );
      if (!row) return null;
      const references = (
        await sql.all<{ id: string }>(
          // The reference the clinic's e-mail carried: the short one, or the id of a request stored before it existed.
          `SELECT COALESCE(ref, id) AS id FROM appointments WHERE ${dialect.sameEmail('email')}
           UNION ALL SELECT COALESCE(ref, id) FROM messages WHERE ${dialect.sameEmail('email')} ORDER BY id`,
          [row.email, row.email],
        )
      ).map((reference) => reference.id);
      const counts = await eraseEmailRows(sql, dialect, row.email);
      const mail = clinicNotice(references);
      if (mail) await queueMail(sql, mail, 'withdrawal', now);
      return counts;
    });
    if (erased) await dialect.cleanUpAfterErase(this.db);
    return erased;
  }
}
