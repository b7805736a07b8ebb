import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../server/cli';
import { loadConfig } from '../../server/config';
import type { NewRequest } from '../../server/storage/types';
import { describePostgres, freshDatabase, TEST_DATABASE_URL } from './backends';
import { tempDir } from './helpers';
import { startService, stopServices } from '../../tooling/service-process';

/** DATABASE_URL: checked at start, never shown with its password; the staff CLI on PostgreSQL. */

afterEach(() => stopServices());

const PASSWORD = 'Sekrit-pw-123';

describe('DATABASE_URL at start', () => {
  it('refuses a URL that is not postgres://, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: `mysql://clinic:${PASSWORD}@127.0.0.1/clinic` })).toThrow(
      /DATABASE_URL: must be a URL such as postgres:/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://clinic@127.0.0.1/clinic', BACKUP_DIR: tempDir() })).toThrow(
      /BACKUP_DIR: .* pg_dump/,
    );
  });

  it('stops the service when the server cannot be reached, naming DATABASE_URL and not its password', async () => {
    // Nothing listens on 4359 (this suite's port range): the connection is refused.
    const start = startService({
      DATABASE_URL: `postgres://clinic:${PASSWORD}@127.0.0.1:4359/clinic`,
      DATA_DIR: tempDir(),
    });
    const error = await start.then(
      () => null,
      (failure: Error) => failure,
    );
    expect(error?.message).toMatch(/exited with 1/);
    expect(error?.message).toContain(
      'DATABASE_URL (postgres://clinic:***@127.0.0.1:4359/clinic) cannot be used: connect ECONNREFUSED',
    );
    expect(error?.message).not.toContain(PASSWORD);
  });
});

describePostgres('PostgreSQL at start and in the staff CLI', () => {
  it('stops the service when the database does not exist', async () => {
    const url = new URL(TEST_DATABASE_URL as string);
    url.pathname = '/clinic_no_such_database';
    url.password = PASSWORD;
    const error = await startService({ DATABASE_URL: url.toString(), DATA_DIR: tempDir() }).then(
      () => null,
      (failure: Error) => failure,
    );
    expect(error?.message).toMatch(
      /DATABASE_URL \(postgres:\/\/clinic:\*\*\*@.*\) cannot be used: database "clinic_no_such_database" does not exist/,
    );
    expect(error?.message).not.toContain(PASSWORD);
  });

  it('lists, exports and erases with `npm run requests` on DATABASE_URL, and sends backups to pg_dump', async () => {
    const database = await freshDatabase('postgres');
    const store = await database.open();
    const request: NewRequest = {
      type: 'message',
      id: 'm1',
      ref: 'M2K4PQ',
      createdAt: '2026-11-23T04:00:00.000Z',
      data: {
        kind: 'contact',
        name: 'Meera',
        email: 'meera@example.org',
        phone: null,
        subject: null,
        message: 'Hello',
        post_slug: null,
        reply_to: null,
      },
      consent: { consentAt: '2026-11-23T04:00:00.000Z', noticeVersion: 'v1' },
    };
    await store.storeRequest(request, [
      { purpose: 'clinic', to: 'clinic@example.com', subject: 'New message', text: 'Hello', html: '<p>Hello</p>' },
    ]);
    await store.close();
    const env = { DATABASE_URL: database.settings.databaseUrl as string, DATA_DIR: tempDir() };
    let output = '';
    const collect = (text: string) => (output += text);
    expect(await run(['list', '--type', 'messages'], env, collect)).toBe(0);
    expect(output).toContain('messages (newest 1)');
    expect(output).toContain('Meera  meera@example.org  Hello');
    expect(output).toContain('e-mail outbox: 1 pending, 0 sent, 0 failed');
    output = '';
    expect(await run(['export', '--format', 'json', '--type', 'messages'], env, collect)).toBe(0);
    expect(JSON.parse(output)).toEqual([expect.objectContaining({ id: 'm1', name: 'Meera', message: 'Hello' })]);
    output = '';
    expect(await run(['erase', '--email', 'MEERA@example.org'], env, collect)).toBe(0);
    expect(output).toContain('Deleted: 0 appointments, 1 messages, 0 subscriptions, 1 e-mails.');
    // PostgreSQL has no secure_delete: the erase vacuums the tables that held the rows (docs/form-service.md).
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const vacuumed = await db.query<{ relname: string }>(
      "SELECT relname FROM pg_stat_user_tables WHERE relname IN ('messages', 'outbox') AND last_vacuum IS NOT NULL ORDER BY relname",
    );
    await db.end();
    expect(vacuumed.rows.map((row) => row.relname)).toEqual(['messages', 'outbox']);
    await expect(run(['backup', '/tmp/never-written.db'], env, collect)).rejects.toThrow(/pg_dump/);
  });
});
