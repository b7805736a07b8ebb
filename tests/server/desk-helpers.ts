import { kolkataInstant } from '../../common/booking-dates';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SESSION_COOKIE } from '../../server/desk/auth/sessions';
import { hashToken, newToken } from '../../server/desk/auth/tokens';
import { createInvite } from '../../server/desk/invites';
import { readLookup } from '../../server/desk/lookup';

import type { DeskStore, InboxQuery, Staff, StaffRole, Visit, WorkChange } from '../../server/desk/store/types';
import { atTheDesk } from '../../server/diary/doctors';
import { doctorNamed } from '../../server/diary/store/request-visit';
import type { VisitStatus } from '../../server/diary/store/hold-visit';
import type { Database as SqlDatabase } from '../../server/storage/sql/database';
import { NOW, type TestServer } from './helpers';

/** A desk session written straight into the database (tests have no authenticator): its cookie header. */
export function sessionCookie(
  dataDir: string,
  staffId: string,
  times: { createdAt: string; lastSeenAt: string; expiresAt: string },
): string {
  const token = newToken();
  const db = new Database(path.join(dataDir, 'clinic.db'));
  try {
    db.prepare(
      'INSERT INTO desk_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(hashToken(token), staffId, times.createdAt, times.lastSeenAt, times.expiresAt);
  } finally {
    db.close();
  }
  return `${SESSION_COOKIE}=${token}`;
}

/** A desk session stored through the desk's own store (either backend): its cookie header. */
export async function storedSessionCookie(desk: DeskStore, staffId: string, now: Date): Promise<string> {
  const token = newToken();
  await desk.createSession(
    hashToken(token),
    staffId,
    now.toISOString(),
    new Date(now.getTime() + 12 * 3_600_000).toISOString(),
  );
  return `${SESSION_COOKIE}=${token}`;
}

/** Rekha, a receptionist: who the desk's tests sign in as unless they need someone else. */
const REKHA = { name: 'Rekha', email: 'rekha@clinic.example', role: 'staff' as StaffRole };

/**
 * Someone on the staff, invited at the tests' clock and signed in through the desk's own store (either backend): who
 * they are, and their session's cookie header. Rekha unless `person` says otherwise; the session starts at `at`.
 */
export async function signedInStaff(
  server: TestServer,
  origin: string,
  { person = REKHA, at = NOW }: { person?: { name: string; email: string; role: StaffRole }; at?: Date } = {},
): Promise<{ staff: Staff; cookie: string }> {
  const { staff } = await createInvite(server.app.clinic.desk, person, origin, NOW);
  return { staff, cookie: await storedSessionCookie(server.app.clinic.desk, staff.id, at) };
}

/** One page of the inbox as the desk asks for it (server/desk/inbox-filters.ts), at the tests' clock unless told. */
export function inboxQuery(overrides: Partial<InboxQuery> & { search?: string } = {}): InboxQuery {
  const { search, ...rest } = overrides;
  return {
    lookup: readLookup(search ?? ''),
    doctor: null,
    status: null,
    from: null,
    to: null,
    now: NOW.toISOString(),
    page: 1,
    pageSize: 50,
    ...rest,
  };
}

/** A desk change that gives the request `visit` through the diary's one hold, as the desk's Confirm does. */
export function holdOf(visit: Visit, status: VisitStatus = 'confirmed'): Pick<WorkChange, 'hold'> {
  const doctor = doctorNamed(visit.doctor);
  if (!doctor) throw new Error(`no doctor named ${visit.doctor}`);
  return { hold: { doctor: atTheDesk(doctor), start: kolkataInstant(visit.date, visit.time), status } };
}

/**
 * A visit row written straight into `visits`, for a test that arranges what no door would make today (a visit in the
 * past, at any hour): the request's one home for its time, read by every screen.
 */
export async function storedVisit(db: SqlDatabase, requestId: string, visit: Visit, status: VisitStatus, at: string) {
  const doctor = doctorNamed(visit.doctor);
  if (!doctor) throw new Error(`no doctor named ${visit.doctor}`);
  const start = kolkataInstant(visit.date, visit.time);
  await db.run(
    `INSERT INTO visits (id, doctor, starts_at, ends_at, status, request_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      `visit-${requestId}-${start}`,
      doctor.key,
      new Date(start).toISOString(),
      new Date(start + doctor.slotMinutes * 60_000).toISOString(),
      status,
      requestId,
      at,
      at,
    ],
  );
}
