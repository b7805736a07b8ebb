import { afterEach, expect, it } from 'vitest';
import { openDeskStore } from '../../server/desk/store/open-desk-store';
import type { SqlRequestStore } from '../../server/storage/request-store';
import type { RequestStore } from '../../server/storage/types';
import { forEachBackend, freshDatabase } from './backends';
import { appointment } from './store-fixtures';

/**
 * Migration 295 (docs/decisions/0087-one-record-per-visit.md): a request given its time by an earlier release that
 * kept it only in desk_work gets its row in `visits`, read by the desk as before; desk_work loses its copy. The
 * earlier release's shape is made again on a migrated database (columns, index, the migration unrecorded), so the
 * migration's own SQL runs on each backend.
 */

const open: RequestStore[] = [];
afterEach(async () => {
  for (const store of open.splice(0)) await store.close();
});

forEachBackend('the visit’s time moves into its one home', (backend) => {
  it('keeps a legacy confirmed visit (in India time) and a legacy cancelled one, and drops desk_work’s copy', async () => {
    const database = await freshDatabase(backend);
    const first = (await database.open()) as SqlRequestStore;
    open.push(first);
    for (const id of ['old-1', 'old-2']) await first.storeRequest(appointment(id, `${id}@example.org`), []);
    const { db } = first;
    await db.run('DELETE FROM schema_migrations WHERE version = 295');
    for (const statement of [
      'ALTER TABLE desk_work ADD COLUMN visit_date TEXT',
      'ALTER TABLE desk_work ADD COLUMN visit_time TEXT',
      'ALTER TABLE desk_work ADD COLUMN visit_doctor TEXT',
      'CREATE INDEX desk_work_visit ON desk_work (status, visit_date)',
    ])
      await db.run(statement);
    const legacy = `INSERT INTO desk_work (request_id, kind, status, visit_date, visit_time, visit_doctor, updated_at)
      VALUES (?, 'appointment', ?, ?, ?, 'Dr. Ananya Rao', '2026-11-20T04:00:00.000Z')`;
    await db.run(legacy, ['old-1', 'confirmed', '2026-11-26', '10:30']);
    await db.run(legacy, ['old-2', 'cancelled', '2026-11-27', '09:00']);
    await first.close();
    open.splice(0);

    const reopened = (await database.open()) as SqlRequestStore;
    open.push(reopened);
    const desk = (await openDeskStore(reopened))!;
    expect((await desk.findRequest('old-1'))?.visit).toMatchObject({
      date: '2026-11-26',
      time: '10:30',
      doctor: 'Dr. Ananya Rao',
      minutes: 15,
    });
    expect((await desk.findRequest('old-2'))?.visit).toMatchObject({ date: '2026-11-27', time: '09:00' });
    expect(await reopened.db.all('SELECT starts_at, status FROM visits ORDER BY starts_at')).toEqual([
      { starts_at: '2026-11-26T05:00:00.000Z', status: 'confirmed' },
      { starts_at: '2026-11-27T03:30:00.000Z', status: 'cancelled' },
    ]);
    await expect(reopened.db.all('SELECT visit_date FROM desk_work')).rejects.toThrow();
  });
});
