import { copyFileSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyBackupName, runDailyBackup } from '../../server/backup-schedule';
import { run } from '../../server/cli';
import { JSON_HEADERS, NOW, countRows, formA, startTestServer, tempDir, waitFor, type TestServer } from './helpers';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (s: TestServer, i: number) =>
  s.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: JSON_HEADERS,
    payload: formA({ name: `Patient ${i}`, email: `p${i}@example.org` }),
  });

async function cliBackup(dataDir: string, file: string): Promise<string> {
  let output = '';
  const code = await run(['backup', file], { DATA_DIR: dataDir }, (text) => {
    output += text;
  });
  expect(code).toBe(0);
  return output;
}

function openCopy(file: string) {
  return new Database(file, { readonly: true, fileMustExist: true });
}

describe('npm run requests -- backup <file>', () => {
  it('takes a consistent copy while requests are being written: every request answered before it, each with its e-mails', async () => {
    server = await startTestServer();
    for (let i = 0; i < 150; i += 50) await Promise.all(Array.from({ length: 50 }, (_, j) => post(server!, i + j)));
    const answered = new Set<string>();
    let writing = true;
    const writer = (async () => {
      for (let i = 1000; writing; i += 20) {
        const responses = await Promise.all(Array.from({ length: 20 }, (_, j) => post(server!, i + j)));
        for (const response of responses) if (response.statusCode === 201) answered.add(response.json().id);
      }
    })();
    await waitFor(() => answered.size >= 40);
    const before = new Set(answered);
    const file = path.join(tempDir(), 'nested', 'clinic-backup.db');
    const output = await cliBackup(server.config.dataDir, file);
    await waitFor(() => answered.size >= before.size + 40); // writes went on during and after the backup
    writing = false;
    await writer;

    expect(output).toMatch(
      /^Backed up to .*clinic-backup\.db \(\d+ KB, integrity ok\): \d+ appointments, 0 messages, 0 subscriptions\.\n$/,
    );
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(readdirSync(path.dirname(file))).toEqual(['clinic-backup.db']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const copy = openCopy(file);
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      const ids = new Set((copy.prepare('SELECT id FROM appointments').all() as { id: string }[]).map((row) => row.id));
      for (const id of before) expect(ids.has(id)).toBe(true);
      expect(ids.size).toBeGreaterThanOrEqual(150 + before.size);
      // a moment in the middle of the writes
      expect(ids.size).toBeLessThan(countRows(server!.config.dataDir).appointments as number);
      // no request without its two e-mails, no e-mail without its request
      const perRequest = copy
        .prepare(
          'SELECT a.id, COUNT(o.id) AS mails FROM appointments a LEFT JOIN outbox o ON o.request_id = a.id GROUP BY a.id',
        )
        .all() as { mails: number }[];
      expect(perRequest.every((row) => row.mails === 2)).toBe(true);
      expect(
        (
          copy
            .prepare('SELECT COUNT(*) AS n FROM outbox WHERE request_id NOT IN (SELECT id FROM appointments)')
            .get() as { n: number }
        ).n,
      ).toBe(0);
    } finally {
      copy.close();
    }
  });

  it('restores as documented: the copy as DATA_DIR/clinic.db serves its requests', async () => {
    server = await startTestServer();
    const id = (await post(server, 1)).json().id as string;
    const file = path.join(tempDir(), 'clinic.db');
    await cliBackup(server.config.dataDir, file);
    await server.close();

    const restoredDir = tempDir();
    copyFileSync(file, path.join(restoredDir, 'clinic.db'));
    server = await startTestServer({ dataDir: restoredDir });
    expect((await server.app.clinic.store.exportRequests({ type: 'appointments' })).map((row) => row.id)).toEqual([id]);
    expect((await post(server, 2)).statusCode).toBe(201);
  });

  it('never overwrites a file, and says what it needs', async () => {
    server = await startTestServer();
    await post(server, 1);
    const file = path.join(tempDir(), 'taken.db');
    writeFileSync(file, 'an older backup');
    await expect(async () =>
      run(['backup', file], { DATA_DIR: server!.config.dataDir }, () => undefined),
    ).rejects.toThrow(/already exists: choose a new file name/);
    await expect(run(['backup'], { DATA_DIR: server!.config.dataDir }, () => undefined)).rejects.toThrow(
      /backup needs the file to write/,
    );
    await expect(run(['backup', file], { DATA_DIR: tempDir() }, () => undefined)).rejects.toThrow(/No database at/);
  });
});

describe('scheduled backups (BACKUP_DIR, BACKUP_KEEP)', () => {
  it('writes the day’s backup at start, one per India day, keeping the newest BACKUP_KEEP', async () => {
    const backupDir = path.join(tempDir(), 'backups');
    const clock = NOW;
    server = await startTestServer({ backupDir, backupKeep: 2 }, { now: () => clock });
    await waitFor(() => existsSync(path.join(backupDir, 'clinic-2026-11-23.db')));
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);

    const dataDir = server.config.dataDir;
    await post(server, 1);
    expect(await runDailyBackup(dataDir, backupDir, 2, clock)).toBeNull(); // the day has its backup
    expect(await runDailyBackup(dataDir, backupDir, 2, new Date('2026-11-23T18:31:00.000Z'))).toMatch(
      /clinic-2026-11-24\.db$/,
    );
    expect(await runDailyBackup(dataDir, backupDir, 2, new Date('2026-11-25T04:00:00.000Z'))).toMatch(
      /clinic-2026-11-25\.db$/,
    );
    expect(readdirSync(backupDir).sort()).toEqual(['clinic-2026-11-24.db', 'clinic-2026-11-25.db']);
    const copy = openCopy(path.join(backupDir, dailyBackupName(new Date('2026-11-25T04:00:00.000Z'))));
    expect((copy.prepare('SELECT COUNT(*) AS n FROM appointments').get() as { n: number }).n).toBe(1);
    copy.close();
  });

  it('refuses to start when BACKUP_DIR cannot be made', async () => {
    const blocker = path.join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    await expect(startTestServer({ backupDir: path.join(blocker, 'backups') })).rejects.toThrow(
      /BACKUP_DIR .* cannot be created or written/,
    );
  });
});
