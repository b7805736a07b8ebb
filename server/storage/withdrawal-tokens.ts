import type Database from 'better-sqlite3';
import { insertSql, mailRow } from './request-rows';
import type { ErasedCounts, NewMail, WithdrawalStore } from './types';
import { probeWrite } from './write-probe';

/**
 * The one-time links of consent withdrawal (table withdrawal_tokens, migration 2). Only the
 * SHA-256 hash of a link's token is stored, beside the address it was sent to; the row goes when
 * the link is used (with everything stored for that address) or when it expires (retention run).
 */
export class SqliteWithdrawalTokens implements WithdrawalStore {
  constructor(
    private readonly db: Database.Database,
    private readonly eraseInTransaction: (email: string) => ErasedCounts,
    private readonly checkpoint: () => unknown,
  ) {}

  /**
   * Stores the link when anything is held for its address, and in the same transaction rewrites the
   * write probe (write-probe.ts): a known and an unknown address then cost the same commit to disk,
   * so the answer's timing does not tell them apart. True when the link was stored.
   */
  async issueIfHeld(link: {
    tokenHash: string;
    email: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<boolean> {
    return this.db.transaction(() => {
      const issued =
        this.db
          .prepare(
            `INSERT INTO withdrawal_tokens (token_hash, email, created_at, expires_at)
             SELECT @tokenHash, @email, @createdAt, @expiresAt WHERE EXISTS (
               SELECT 1 FROM appointments WHERE email = @email COLLATE NOCASE
               UNION ALL SELECT 1 FROM messages WHERE email = @email COLLATE NOCASE
               UNION ALL SELECT 1 FROM subscriptions WHERE email = @email COLLATE NOCASE
               UNION ALL SELECT 1 FROM outbox WHERE status = 'pending' AND to_address = @email COLLATE NOCASE)`,
          )
          .run(link).changes === 1;
      probeWrite(this.db, link.createdAt);
      return issued;
    })();
  }

  async isValid(tokenHash: string, now: string): Promise<boolean> {
    return (
      this.db.prepare('SELECT 1 FROM withdrawal_tokens WHERE token_hash = ? AND expires_at > ?').get(tokenHash, now) !==
      undefined
    );
  }

  async redeem(
    tokenHash: string,
    now: string,
    clinicNotice: (references: string[]) => NewMail | null,
  ): Promise<ErasedCounts | null> {
    const erased = this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT email FROM withdrawal_tokens WHERE token_hash = ? AND expires_at > ?')
        .get(tokenHash, now) as { email: string } | undefined;
      if (!row) return null;
      const references = (
        this.db
          .prepare(
            // The reference the clinic's e-mail carried: the short one, or the id of a request stored before it
            // existed.
            `SELECT COALESCE(ref, id) AS id FROM appointments WHERE email = @email COLLATE NOCASE
             UNION ALL SELECT COALESCE(ref, id) FROM messages WHERE email = @email COLLATE NOCASE ORDER BY id`,
          )
          .all({ email: row.email }) as { id: string }[]
      ).map((reference) => reference.id);
      const counts = this.eraseInTransaction(row.email);
      const mail = clinicNotice(references);
      if (mail) {
        const row = mailRow(mail, 'withdrawal', now);
        this.db.prepare(insertSql('outbox', row)).run(...Object.values(row));
      }
      return counts;
    })();
    if (erased) this.checkpoint();
    return erased;
  }
}
