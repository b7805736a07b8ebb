import path from 'node:path';
import Database from 'better-sqlite3';
import { SESSION_COOKIE } from '../../server/desk/auth/sessions';
import { hashToken, newToken } from '../../server/desk/auth/tokens';

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
