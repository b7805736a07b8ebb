import path from 'node:path';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { describePostgres, freshDatabase } from './backends';
import { formA, startSmtp, tempDir, waitFor } from './helpers';
import { exited, killGroup, startService, stopServices } from '../../tooling/service-process';

/**
 * Two service instances (`tsx server/main.ts`) on one PostgreSQL and one real SMTP server on
 * loopback: posts go to both, one instance is killed with SIGKILL in the middle of the burst, and
 * then every request answered 2xx is stored exactly once and every stored e-mail arrives exactly
 * once (the killed instance's claimed e-mails are sent by the other when their lease ends), but for
 * the one loss decision 0025 accepts, which is checked to be that one (it failed a CI run once).
 * Bounded: at most 20 clients x 10 posts, and 90 s for the mail to drain.
 */

afterEach(() => stopServices());

const SHORT_REFERENCE = /\b[A-HJ-NP-Z2-9]{6}\b/g;

describePostgres('two instances on one database', () => {
  it(
    'loses nothing answered 2xx and sends every e-mail once when one instance is killed during a burst',
    { timeout: 180_000 },
    async () => {
      const database = await freshDatabase('postgres');
      const smtp = await startSmtp();
      const dataDir = tempDir('clinic-two-');
      const env = {
        DATABASE_URL: database.settings.databaseUrl as string,
        DATA_DIR: dataDir,
        BUILD_DIR: path.join(dataDir, 'no-build'),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        OUTBOX_LEASE_SECONDS: '5',
      };
      const [a, b] = await Promise.all([startService(env), startService(env)]);
      const started = Date.now();
      const answered: string[] = [];
      const answeredBy = { a: 0, b: 0 };
      let interrupted = 0;
      let killed = false;
      let killedAt = '';
      const KILL_AFTER = 40;
      const client = async (c: number) => {
        for (let i = 0; i < 10; i++) {
          const target = (c + i) % 2 === 0 ? a : b;
          if (target === a && killed) continue;
          try {
            const response = await fetch(`http://127.0.0.1:${target.port}/api/appointments`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              // One address per post: the acknowledgment cap (3 a day per address) stays out of the count.
              body: JSON.stringify(formA({ name: `Burst ${c}-${i}`, email: `p${c}-${i}@example.org` }, new Date())),
            });
            const body = (await response.json()) as { id?: string };
            if (response.status === 201 && body.id) {
              answered.push(body.id);
              answeredBy[target === a ? 'a' : 'b']++;
            }
            if (answeredBy.a >= KILL_AFTER && !killed) {
              killed = true;
              killedAt = new Date().toISOString();
              killGroup(a.child, 'SIGKILL');
            }
          } catch {
            interrupted++; // in flight to the killed instance
          }
        }
      };
      await Promise.all(Array.from({ length: 20 }, (_, c) => client(c)));
      const burstMs = Date.now() - started;
      await exited(a.child);
      expect(a.child.signalCode).toBe('SIGKILL');
      expect(answeredBy.b).toBeGreaterThan(0);

      const db = new pg.Client({ connectionString: database.settings.databaseUrl });
      await db.connect();
      try {
        const storedRows = (await db.query<{ id: string; ref: string }>('SELECT id, ref FROM appointments')).rows;
        const stored = storedRows.map((row) => row.id);
        const storedOnce = new Set(stored);
        const refOf = new Map(storedRows.map((row) => [row.id, row.ref]));
        const refs = new Set(refOf.values());
        expect(stored.length).toBe(storedOnce.size);
        expect(answered.filter((id) => !storedOnce.has(id))).toEqual([]);

        // Every e-mail of every stored request (two each) reaches the SMTP server, none twice.
        await waitFor(
          async () => (await db.query("SELECT 1 FROM outbox WHERE status <> 'sent'")).rowCount === 0,
          90_000,
          250,
        );
        const drainedMs = Date.now() - started;
        const expected = (
          await db.query<{ to_address: string; request_id: string }>('SELECT to_address, request_id FROM outbox')
        ).rows.map((row) => `${row.to_address} ${refOf.get(row.request_id)}`);
        expect(expected).toHaveLength(stored.length * 2);
        await waitFor(() => smtp.messages.length >= expected.length, 10_000).catch(() => undefined);
        // The short reference in each e-mail names its request (other 6-letter words are headers and boundaries).
        const received = smtp.messages.map(
          (message) =>
            `${message.to[0]} ${[...new Set(message.decoded.match(SHORT_REFERENCE))].filter((ref) => refs.has(ref)).join(',')}`,
        );
        // None arrives twice, and none that was not queued.
        expect(new Set(received).size).toBe(received.length);
        expect(received.filter((mail) => !expected.includes(mail))).toEqual([]);
        // Every one arrives, but for the one loss decision 0025 accepts: the killed instance recorded the hand-over
        // and died before it wrote the end of data. That e-mail is recorded sent, at its first attempt, before the
        // kill; any other missing one fails here.
        const missing = expected.filter((mail) => !received.includes(mail));
        expect(missing.length).toBeLessThanOrEqual(1);
        for (const mail of missing) {
          const [to, ref] = mail.split(' ');
          const row = (
            await db.query<{ status: string; attempts: number; sent_at: string }>(
              `SELECT o.status, o.attempts, o.sent_at FROM outbox o JOIN appointments a ON a.id = o.request_id
               WHERE o.to_address = $1 AND a.ref = $2`,
              [to, ref],
            )
          ).rows[0];
          expect(row).toMatchObject({ status: 'sent', attempts: 1 });
          expect(row!.sent_at < killedAt).toBe(true);
        }
        const retried = (await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM outbox WHERE attempts > 1'))
          .rows[0]?.n;
        console.log(
          `two instances: ${answered.length} answered 2xx (${answeredBy.a} by the killed one, ${answeredBy.b} by the other), ${interrupted} cut off by the kill, ` +
            `${stored.length} stored, ${smtp.messages.length} e-mails received for ${expected.length} queued (${retried} sent after a lease ran out, ` +
            `${missing.length} lost in decision 0025's window); ` +
            `burst ${burstMs} ms, all mail out ${drainedMs} ms after the start`,
        );
      } finally {
        await db.end();
        await smtp.close();
      }
    },
  );
});
