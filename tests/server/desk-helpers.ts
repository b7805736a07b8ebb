import path from 'node:path';
import Database from 'better-sqlite3';
import { SESSION_COOKIE } from '../../server/desk/auth/sessions';
import { hashToken, newToken } from '../../server/desk/auth/tokens';
import { createInvite } from '../../server/desk/invites';
import { readLookup } from '../../server/desk/lookup';
import type { InboxQuery } from '../../server/desk/store/inbox-query';
import type { DeskStore, Staff, StaffRole } from '../../server/desk/store/types';
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
    now: '2026-11-23 09:30',
    page: 1,
    pageSize: 50,
    ...rest,
  };
}
