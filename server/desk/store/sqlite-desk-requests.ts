import type Database from 'better-sqlite3';
import { normaliseReference } from '../../storage/short-reference';
import type { NewMail } from '../../storage/types';
import type { DeskRequest, FailedMail, RequestKind, Visit, WorkStatus } from './types';

/**
 * The desk's reading of the stored requests (SQLite): appointments and messages with their work,
 * one query shape for the inbox, a search, a lookup and the day's visits. A request without a
 * desk_work row is new, so every stored request is in the inbox whatever happened to its e-mails.
 */

const SELECT = `
  SELECT * FROM (
    SELECT a.id, COALESCE(a.ref, a.id) AS ref, 'appointment' AS kind, a.created_at, a.name, a.email, a.phone,
           a.date, a.service, a.doctor, NULL AS subject, NULL AS message,
           COALESCE(w.status, 'new') AS status, COALESCE(w.note, '') AS note,
           w.visit_date, w.visit_time, w.visit_doctor, w.reminder_sent_at
    FROM appointments a LEFT JOIN desk_work w ON w.request_id = a.id
    UNION ALL
    SELECT m.id, COALESCE(m.ref, m.id), 'message', m.created_at, m.name, m.email, m.phone,
           NULL, NULL, NULL, m.subject, m.message,
           COALESCE(w.status, 'new'), COALESCE(w.note, ''),
           NULL, NULL, NULL, NULL
    FROM messages m LEFT JOIN desk_work w ON w.request_id = m.id
  )`;

// New first; then by the date the patient asked for (messages by when they came), newest stored last.
const ORDER = `ORDER BY status <> 'new', COALESCE(date, substr(created_at, 1, 10)), created_at`;

interface Row {
  id: string;
  ref: string;
  kind: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  date: string | null;
  service: string | null;
  doctor: string | null;
  subject: string | null;
  message: string | null;
  status: string;
  note: string | null;
  visit_date: string | null;
  visit_time: string | null;
  visit_doctor: string | null;
  reminder_sent_at: string | null;
}

function toRequest(row: Row): DeskRequest {
  const visit: Visit | null =
    row.visit_date && row.visit_time && row.visit_doctor ? { date: row.visit_date, time: row.visit_time, doctor: row.visit_doctor } : null;
  return {
    id: row.id,
    ref: row.ref,
    kind: row.kind as RequestKind,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.date,
    service: row.service,
    doctor: row.doctor,
    subject: row.subject,
    message: row.message,
    status: row.status as WorkStatus,
    note: row.note ?? '',
    visit,
    reminderSentAt: row.reminder_sent_at,
  };
}

export class SqliteDeskRequests {
  constructor(private readonly db: Database.Database) {}

  inbox(search: string | undefined, limit: number): DeskRequest[] {
    if (!search) return (this.db.prepare(`${SELECT} ${ORDER} LIMIT ?`).all(limit) as Row[]).map(toRequest);
    const digits = search.replace(/\D/g, '');
    const rows = this.db
      .prepare(
        `${SELECT} WHERE name LIKE @text ESCAPE '\\' OR upper(ref) = upper(@exact)
           OR (@digits <> '' AND replace(replace(replace(phone, ' ', ''), '-', ''), '+', '') LIKE @digitsLike)
         ${ORDER} LIMIT @limit`,
      )
      .all({
        text: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        exact: normaliseReference(search) ?? search.replace(/\s/g, ''),
        digits,
        digitsLike: `%${digits}%`,
        limit,
      }) as Row[];
    return rows.map(toRequest);
  }

  find(idOrRef: string): DeskRequest | null {
    const row = this.db.prepare(`${SELECT} WHERE id = ? OR ref = ? LIMIT 1`).get(idOrRef, idOrRef.toUpperCase()) as Row | undefined;
    return row ? toRequest(row) : null;
  }

  visitsOn(dates: string[]): DeskRequest[] {
    if (dates.length === 0) return [];
    const marks = dates.map(() => '?').join(', ');
    return (this.db.prepare(`${SELECT} WHERE status = 'confirmed' AND visit_date IN (${marks}) ORDER BY visit_date, visit_time`).all(...dates) as Row[]).map(
      toRequest,
    );
  }

  dueReminders(date: string): DeskRequest[] {
    return (this.db.prepare(`${SELECT} WHERE status = 'confirmed' AND visit_date = ? AND reminder_sent_at IS NULL`).all(date) as Row[]).map(toRequest);
  }

  failedMail(): FailedMail[] {
    return this.db
      .prepare(
        `SELECT o.id, o.request_id, COALESCE(a.ref, m.ref) AS ref, o.to_address, o.subject, o.last_error FROM outbox o
         LEFT JOIN appointments a ON a.id = o.request_id LEFT JOIN messages m ON m.id = o.request_id
         WHERE o.status = 'failed' ORDER BY o.id`,
      )
      .all()
      .map((row) => {
        const r = row as Record<string, string | number | null>;
        return {
          id: r.id as number,
          requestId: r.request_id as string,
          ref: r.ref as string | null,
          to: r.to_address as string,
          subject: r.subject as string,
          error: r.last_error as string | null,
        };
      });
  }

  insertMail(requestId: string, mail: NewMail, now: string): void {
    this.db
      .prepare(
        `INSERT INTO outbox (created_at, request_id, purpose, to_address, reply_to, subject, text_body, html_body, attachments, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        now,
        requestId,
        mail.purpose,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.text,
        mail.html,
        mail.attachments ? JSON.stringify(mail.attachments) : null,
        now,
      );
  }
}
