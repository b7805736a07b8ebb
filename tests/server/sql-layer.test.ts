import { afterEach, expect, it } from 'vitest';
import type { SqlRequestStore } from '../../server/storage/request-store';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';

/**
 * The SQL layer's transaction ending with runLast (server/storage/sql/database.ts), on both backends: the last
 * statement is stored with the rest, its failure stores nothing of the transaction, and nothing may follow it.
 */

const open: RequestStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

const COUNT = 'INSERT INTO acknowledgments_sent (day, address, sent) VALUES (?, ?, 1)';

forEachBackend('SQL layer: a transaction’s last statement', (backend) => {
  async function database() {
    const store = (await (await freshDatabase(backend)).open()) as SqlRequestStore;
    open.push(store);
    const { db } = store;
    const rows = async () =>
      (
        await db.all<{ address: string }>(
          "SELECT address FROM acknowledgments_sent WHERE day = '2026-11-23' ORDER BY address",
        )
      ).map((row) => row.address);
    return { db, rows };
  }

  it('is stored with the statements before it, and the transaction answers with the work’s result', async () => {
    const { db, rows } = await database();
    const result = await db.tx(async (sql) => {
      await sql.run(COUNT, ['2026-11-23', 'a@example.org']);
      sql.runLast(COUNT, ['2026-11-23', 'b@example.org']);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await rows()).toEqual(['a@example.org', 'b@example.org']);
  });

  it('fails the whole transaction when it fails: nothing of it is stored', async () => {
    const { db, rows } = await database();
    await db.run(COUNT, ['2026-11-23', 'taken@example.org']);
    await expect(
      db.tx(async (sql) => {
        await sql.run(COUNT, ['2026-11-23', 'a@example.org']);
        sql.runLast(COUNT, ['2026-11-23', 'taken@example.org']); // the key is taken
        return 'done';
      }),
    ).rejects.toThrow(/unique|UNIQUE/);
    expect(await rows()).toEqual(['taken@example.org']);
    // The connection is fit for the next transaction.
    await db.tx(async (sql) => sql.runLast(COUNT, ['2026-11-23', 'c@example.org']));
    expect(await rows()).toEqual(['c@example.org', 'taken@example.org']);
  });

  it('refuses a statement issued after it, and the transaction stores nothing', async () => {
    const { db, rows } = await database();
    await expect(
      db.tx(async (sql) => {
        sql.runLast(COUNT, ['2026-11-23', 'a@example.org']);
        await sql.run(COUNT, ['2026-11-23', 'b@example.org']);
      }),
    ).rejects.toThrow("A statement was issued after its transaction's last one (runLast)");
    expect(await rows()).toEqual([]);
  });
});
