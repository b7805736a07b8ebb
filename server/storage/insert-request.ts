import type Database from 'better-sqlite3';
import type { NewRequest, StoredRequest } from './types';

/**
 * The request's own row (an appointment with its confirmation reference, a message, a subscription),
 * inside the store's transaction; its e-mails are queued by the store after it.
 * `created` false: a subscription whose address was already stored (no e-mail is queued for it).
 */
export function insertRequestRow(stmt: (sql: string) => Database.Statement, request: NewRequest): StoredRequest {
  let stored: StoredRequest;
  switch (request.type) {
    case 'appointment': {
      const d = request.data;
      stmt(
        `INSERT INTO appointments (id, created_at, kind, name, email, phone, service, doctor, country, state, date, consent_at, notice_version)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        request.id,
        request.createdAt,
        d.kind,
        d.name,
        d.email,
        d.phone,
        d.service,
        d.doctor,
        d.country,
        d.state,
        d.date,
        request.consent.consentAt,
        request.consent.noticeVersion,
      );
      if (request.confirmation) {
        stmt('DELETE FROM booking_confirmations WHERE expires_at <= ?').run(request.createdAt);
        stmt('INSERT INTO booking_confirmations (ref, request_id, expires_at) VALUES (?, ?, ?)').run(
          request.confirmation.ref,
          request.id,
          request.confirmation.expiresAt,
        );
      }
      stored = { id: request.id, created: true };
      break;
    }
    case 'message': {
      const d = request.data;
      stmt(
        `INSERT INTO messages (id, created_at, kind, name, email, phone, subject, message, post_slug, reply_to, consent_at, notice_version)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        request.id,
        request.createdAt,
        d.kind,
        d.name,
        d.email,
        d.phone,
        d.subject,
        d.message,
        d.postSlug,
        d.replyTo,
        request.consent.consentAt,
        request.consent.noticeVersion,
      );
      stored = { id: request.id, created: true };
      break;
    }
    case 'subscription': {
      const d = request.data;
      const termsAt = d.terms ? request.createdAt : null;
      const inserted = stmt(
        `INSERT INTO subscriptions (id, created_at, email, terms, terms_at, source, notice_version)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET terms = 1, terms_at = excluded.terms_at
             WHERE subscriptions.terms = 0 AND excluded.terms = 1
           RETURNING id`,
      ).get(request.id, request.createdAt, d.email, d.terms ? 1 : 0, termsAt, d.source, request.noticeVersion) as { id: string } | undefined;
      const id = inserted?.id ?? (stmt('SELECT id FROM subscriptions WHERE email = ?').get(d.email) as { id: string }).id;
      stored = { id, created: id === request.id };
      break;
    }
  }
  return stored;
}
