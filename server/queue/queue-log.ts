import { insertAudit } from '../desk/store/desk-audit';
import type { Staff } from '../desk/store/types';
import { diaryDoctors } from '../diary/doctors';
import type { Sql } from '../storage/sql/database';
import type { QueueEntry } from './queue-reads';

const doctorName = (key: string) => diaryDoctors.find((doctor) => doctor.key === key)?.name ?? key;

/** One row of the desk's log for a change of the queue: the doctor, the session and the token, and why if given. */
export function logQueue(
  sql: Sql,
  staff: Staff,
  now: Date,
  action: string,
  entry: QueueEntry,
  why: string | null,
  ref = entry.ref,
) {
  const detail = [
    `${doctorName(entry.doctor)}, ${entry.sessionDate} ${entry.sessionFrom}, token ${entry.token}`,
    entry.emergency ? 'emergency' : null,
    why,
  ].filter(Boolean);
  return insertAudit(sql, {
    at: now.toISOString(),
    staffId: staff.id,
    staffName: staff.name,
    action,
    ref,
    detail: detail.join(': '),
  });
}
