import type pg from 'pg';
import { normalisedAddress } from './acknowledgment-cap';
import { inTransaction, type Tx } from './postgres-tx';
import { probeWritePostgres } from './write-probe';
import { insertSql, mailRow } from './request-rows';
import type { ErasedCounts, NewMail, WithdrawalStore } from './types';

/**
 * Erasure on PostgreSQL: the DELETEs of one address in one transaction, then VACUUM of the tables
 * that held personal data, so the dead row versions are cleared from the table files at once rather
 * than at the next autovacuum. What still remains for a while (WAL, base backups): docs/form-service.md.
 */

const PERSONAL_TABLES = [
  'appointments',
  'messages',
  'subscriptions',
  'outbox',
  'withdrawal_tokens',
  'booking_confirmations',
  'acknowledgments_sent',
];

export async function vacuum(pool: pg.Pool): Promise<void> {
  await pool.query(`VACUUM ${PERSONAL_TABLES.join(', ')}`);
}

export async function eraseInTransaction(client: Tx, email: string): Promise<ErasedCounts> {
  const run = async (sql: string) => (await client.query(sql, [email])).rowCount ?? 0;
  await run('DELETE FROM withdrawal_tokens WHERE lower(email) = lower($1)');
  await client.query('DELETE FROM acknowledgments_sent WHERE address = $1', [normalisedAddress(email)]);
  const outbox = await run(
    `DELETE FROM outbox WHERE lower(to_address) = lower($1) OR lower(reply_to) = lower($1)
       OR request_id IN (SELECT id FROM appointments WHERE lower(email) = lower($1)
                         UNION SELECT id FROM messages WHERE lower(email) = lower($1))`,
  );
  return {
    outbox,
    appointments: await run('DELETE FROM appointments WHERE lower(email) = lower($1)'),
    messages: await run('DELETE FROM messages WHERE lower(email) = lower($1)'),
    subscriptions: await run('DELETE FROM subscriptions WHERE lower(email) = lower($1)'),
  };
}

export class PostgresWithdrawals implements WithdrawalStore {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * As on SQLite (withdrawal-tokens.ts): the link stored when anything is held, and the write probe rewritten in the
   * same transaction, so both answers cost one commit.
   */
  async issueIfHeld(link: {
    tokenHash: string;
    email: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query(
        `INSERT INTO withdrawal_tokens (token_hash, email, created_at, expires_at)
         SELECT $1, $2, $3, $4 WHERE EXISTS (
           SELECT 1 FROM appointments WHERE lower(email) = lower($2)
           UNION ALL SELECT 1 FROM messages WHERE lower(email) = lower($2)
           UNION ALL SELECT 1 FROM subscriptions WHERE lower(email) = lower($2)
           UNION ALL SELECT 1 FROM outbox WHERE status = 'pending' AND lower(to_address) = lower($2))`,
        [link.tokenHash, link.email, link.createdAt, link.expiresAt],
      );
      await probeWritePostgres(client, link.createdAt);
      return rowCount === 1;
    });
  }

  async isValid(tokenHash: string, now: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM withdrawal_tokens WHERE token_hash = $1 AND expires_at > $2',
      [tokenHash, now],
    );
    return (rowCount ?? 0) > 0;
  }

  async redeem(
    tokenHash: string,
    now: string,
    clinicNotice: (references: string[]) => NewMail | null,
  ): Promise<ErasedCounts | null> {
    const erased = await inTransaction(this.pool, async (client) => {
      // FOR UPDATE: two clicks on one link at once erase once; the second finds the row gone.
      const { rows } = await client.query<{ email: string }>(
        'SELECT email FROM withdrawal_tokens WHERE token_hash = $1 AND expires_at > $2 FOR UPDATE',
        [tokenHash, now],
      );
      const email = rows[0]?.email;
      if (email === undefined) return null;
      const references = (
        await client.query<{ id: string }>(
          // The reference the clinic's e-mail carried: the short one, or the id of a request stored before it existed.
          `SELECT COALESCE(ref, id) AS id FROM appointments WHERE lower(email) = lower($1)
           UNION ALL SELECT COALESCE(ref, id) FROM messages WHERE lower(email) = lower($1) ORDER BY id`,
          [email],
        )
      ).rows.map((row) => row.id);
      const counts = await eraseInTransaction(client, email);
      const mail = clinicNotice(references);
      if (mail) {
        const row = mailRow(mail, 'withdrawal', now);
        await client.query(insertSql('outbox', row, 1), Object.values(row));
      }
      return counts;
    });
    if (erased) await vacuum(this.pool);
    return erased;
  }
}
