import path from 'node:path';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { SESSION_COOKIE } from '../../server/desk/auth/sessions';
import { hashToken, newToken } from '../../server/desk/auth/tokens';
import type { DeskStore } from '../../server/desk/store/types';

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

/** A calendar file as a calendar program reads it (ical.js, RFC 5545): the method and the event's identity and time. */
export function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    attendee: String(vevent.getFirstProperty('attendee')?.getParameter('cn')),
  };
}
