/**
 * The outbox's bookkeeping around one send (docs/form-service.md, 'E-mail delivery'), one statement
 * each in SQLite's `?` form, which the PostgreSQL store numbers (request-rows.ts `numbered`): an
 * attempt is claimed before the e-mail is sent (each store's claimDueMail), its result recorded
 * after; given-up e-mails are listed and put back by staff. `last_error` starts with the failure's
 * kind (`auth: …`).
 */

/** The columns a claim returns, as both backends select them. */
export const CLAIMED_COLUMNS =
  'id, request_id, purpose, to_address, reply_to, subject, text_body, html_body, attachments, attempts';

/**
 * The claimed attempt handed over: the server has the whole message and the end of data is about
 * to be written (smtp-sender.ts). From here the e-mail is never due again, even if this process
 * dies before the server's answer; the body stays until that answer (RECORD_DELIVERY_SQL), in case
 * the server refuses the message and it must be retried. It changes nothing when the claim is no
 * longer this attempt's (`attempts` moved on: its lease ran out and another instance claimed it).
 */
export const RECORD_HANDOVER_SQL = `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL
  WHERE id = ? AND attempts = ? AND status = 'pending'`;

/**
 * The claimed attempt delivered. The body is cleared (it holds what the person wrote; the mailbox
 * has the copy), and so are its attachments (a visit's .ics): the row keeps who it went to, its
 * subject and when, which staff need to see it was sent. Also after a hand-over.
 */
export const RECORD_DELIVERY_SQL = `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL, text_body = '', html_body = '', attachments = NULL
  WHERE id = ? AND status IN ('pending', 'sent')`;

/**
 * The claimed attempt failed, also after its hand-over (the server refused the message at the end
 * of data, or the connection broke before its answer): due again at the time given, or given up
 * (status failed) when it is null.
 */
export const RECORD_FAILURE_SQL = `UPDATE outbox SET last_error = ?, status = CASE WHEN CAST(? AS TEXT) IS NULL THEN 'failed' ELSE 'pending' END,
  next_attempt_at = COALESCE(CAST(? AS TEXT), next_attempt_at), sent_at = NULL WHERE id = ? AND status IN ('pending', 'sent')`;

/** Parameters of RECORD_FAILURE_SQL; the error is cut to 500 characters. */
export const recordFailureParams = (id: number, error: string, nextAttemptAt: string | null) => [
  error.slice(0, 500),
  nextAttemptAt,
  nextAttemptAt,
  id,
];

/** Given-up e-mails, newest first, each with the request it belongs to (name and contact, when it is still stored). */
export const FAILED_MAIL_SQL = `SELECT o.id, o.created_at AS "createdAt", o.request_id AS "requestId", o.purpose, o.to_address AS "to", o.subject,
    o.attempts, o.last_error AS "lastError",
    COALESCE(a.name, m.name) AS "requestName", COALESCE(a.email, m.email) AS "requestEmail",
    COALESCE(a.phone, m.phone) AS "requestPhone", a.date AS "requestDate"
  FROM outbox o LEFT JOIN appointments a ON a.id = o.request_id LEFT JOIN messages m ON m.id = o.request_id
  WHERE o.status = 'failed' ORDER BY o.created_at DESC, o.id DESC LIMIT ?`;

/**
 * Puts a given-up e-mail back in the queue, due at once (parameters: now, id); changes nothing unless it was given up.
 */
export const REQUEUE_MAIL_SQL = `UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed'`;

/**
 * Pending e-mails whose last attempt failed, by the kind of failure (the part of last_error before
 * ':'); `kindOf` is that part in the backend's SQL (substr/instr on SQLite, split_part on PostgreSQL).
 */
export const mailTroublesSql = (
  kindOf: string,
) => `SELECT ${kindOf} AS kind, COUNT(*) AS count, MAX(last_error) AS example
  FROM outbox WHERE status = 'pending' AND last_error LIKE '%:%' GROUP BY 1 ORDER BY 1`;
