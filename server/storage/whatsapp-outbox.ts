import type { WhatsappMessageView, WhatsappReplyView } from '../desk/pages/whatsapp-parts';
import { templateMessage } from '../whatsapp/messages';
import type { WhatsappClaim, WhatsappOutboxStore, WhatsappResult } from '../whatsapp/whatsapp-worker';
import type { DeliveryEvent, ReplyEvent, WebhookEvent } from '../whatsapp/webhook-events';
import type { Database, Sql } from './sql/database';
import type { WhatsappIntent } from './types';
import type { Dialect } from './sql/dialect';

/**
 * The WhatsApp channel of the outbox (docs/decisions/0040-whatsapp-channel.md), written once over the SQL layer: a
 * patient's message queued in the transaction of what it belongs to, only when the request carries WhatsApp consent
 * and a number that is an Indian mobile (appointments.whatsapp_to); claimed *in flight* and committed before its call
 * (server/whatsapp/whatsapp-worker.ts); its result fenced by the claim's attempt count; found in flight after its
 * lease: outcome unknown, never sent again by itself. Meta's webhook states and the patients' replies are kept beside.
 */

/** What the desk shows of a request's WhatsApp channel. */
export interface RequestWhatsapp {
  messages: WhatsappMessageView[];
  replies: WhatsappReplyView[];
  refusal: string | null;
}

/**
 * Queues the WhatsApp message of `intent` for a request inside the caller's transaction, when the patient ticked the
 * box and their number is a mobile; returns whether it did.
 */
export async function queueWhatsapp(
  sql: Sql,
  requestId: string,
  intent: WhatsappIntent,
  at: string,
  heldMailId: number | null = null,
): Promise<boolean> {
  const request = await sql.get<{ name: string; ref: string; whatsapp_to: string | null }>(
    'SELECT name, ref, whatsapp_to FROM appointments WHERE id = ?',
    [requestId],
  );
  if (!request?.whatsapp_to) return false;
  const message = templateMessage(intent.kind, request.whatsapp_to, {
    name: request.name,
    reference: request.ref,
    visit: intent.visit,
  });
  await sql.run(
    `INSERT INTO whatsapp_outbox (request_id, kind, to_number, template, language, parameters, status, attempts,
       next_attempt_at, created_at, held_mail_id) VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
    [
      requestId,
      intent.kind,
      message.to,
      message.name,
      message.language,
      JSON.stringify(message.parameters),
      at,
      at,
      heldMailId,
    ],
  );
  return true;
}

/**
 * When the clinic sends WhatsApp *instead of* e-mail (content/whatsapp.ts alsoByEmail false), a patient's e-mail with a
 * WhatsApp message is queued held: pending, due at this far time, until its message is sent (then deleted) or given
 * up or of unknown outcome (then due at once: the e-mail goes instead).
 */
export const HELD_UNTIL = '9999-12-31T00:00:00.000Z';

/** The held e-mails of the messages `where` selects (a clause on whatsapp_outbox): sent instead, at `at`. */
async function releaseHeldMail(sql: Sql, where: string, params: readonly (string | number)[], at: string) {
  await sql.run(
    `UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at = ?
       AND id IN (SELECT held_mail_id FROM whatsapp_outbox WHERE ${where})`,
    [at, HELD_UNTIL, ...params],
  );
}

interface ClaimRow {
  id: number | string;
  attempts: number | string;
  to_number: string;
  template: string;
  language: string;
  parameters: string;
}

export async function claimDueWhatsapp(db: Database, now: string, leaseMs: number): Promise<WhatsappClaim | null> {
  const leaseEnd = new Date(Date.parse(now) + leaseMs).toISOString();
  const row = await db.get<ClaimRow>(
    `UPDATE whatsapp_outbox SET status = 'in_flight', attempts = attempts + 1, next_attempt_at = ?
     WHERE id IN (SELECT id FROM whatsapp_outbox WHERE status = 'pending' AND next_attempt_at <= ?
                  ORDER BY next_attempt_at, id LIMIT 1${db.dialect.skipLocked})
     RETURNING id, attempts, to_number, template, language, parameters`,
    [leaseEnd, now],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    attempts: Number(row.attempts),
    message: {
      to: row.to_number,
      name: row.template,
      language: row.language,
      parameters: JSON.parse(row.parameters) as string[],
    },
  };
}

export async function recordWhatsappResult(
  db: Database,
  id: number,
  attempts: number,
  result: WhatsappResult,
  at: string,
): Promise<boolean> {
  return db.tx(async (sql) => {
    const changed = await sql.run(
      `UPDATE whatsapp_outbox SET status = ?, wa_message_id = ?, sent_at = ?, last_error = ?,
         next_attempt_at = COALESCE(CAST(? AS TEXT), next_attempt_at)
       WHERE id = ? AND attempts = ? AND status = 'in_flight'`,
      [
        result.status,
        result.status === 'sent' ? result.messageId : null,
        result.status === 'sent' ? at : null,
        result.status === 'sent' ? null : result.error.slice(0, 500),
        result.status === 'pending' ? result.nextAttemptAt : null,
        id,
        attempts,
      ],
    );
    if (changed !== 1) return false;
    if (result.status === 'sent')
      await sql.run(
        `DELETE FROM outbox WHERE status = 'pending' AND next_attempt_at = ?
           AND id = (SELECT held_mail_id FROM whatsapp_outbox WHERE id = ?)`,
        [HELD_UNTIL, id],
      );
    else if (result.status !== 'pending') await releaseHeldMail(sql, 'id = ?', [id], at);
    return true;
  });
}

export const LOST_IN_FLIGHT =
  'unknown: the service stopped while the message was with the Cloud API, which has no way to ask whether it went';

export function markLostWhatsapp(db: Database, now: string): Promise<number> {
  return db.tx(async (sql) => {
    // Their held e-mails go first: the rows' selection is the messages about to be marked.
    await releaseHeldMail(sql, `status = 'in_flight' AND next_attempt_at <= ?`, [now], now);
    return sql.run(
      `UPDATE whatsapp_outbox SET status = 'unknown', last_error = ? WHERE status = 'in_flight' AND next_attempt_at <= ?`,
      [LOST_IN_FLIGHT, now],
    );
  });
}

export async function nextWhatsappDue(db: Database): Promise<string | null> {
  const row = await db.get<{ due: string | null }>(
    `SELECT MIN(next_attempt_at) AS due FROM whatsapp_outbox WHERE status IN ('pending', 'in_flight')`,
  );
  return row?.due ?? null;
}

/** Staff's Send again of a message given up or of unknown outcome: due now, its attempts from 0. */
export async function resendWhatsapp(db: Database, id: number, now: string): Promise<boolean> {
  const changed = await db.run(
    `UPDATE whatsapp_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL
     WHERE id = ? AND status IN ('failed', 'unknown')`,
    [now, id],
  );
  return changed === 1;
}

/** Meta's order of a message's states: a late 'sent' never hides 'read'. */
const STATE_RANK = `CASE delivery WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;
const RANK: Record<DeliveryEvent['state'], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** Records a webhook's state against the message Meta named; false when no message has that id. */
export async function recordDeliveryState(db: Database, event: DeliveryEvent): Promise<boolean> {
  const changed = await db.run(
    `UPDATE whatsapp_outbox SET delivery = ?, delivery_at = ?, delivery_error = ?
     WHERE wa_message_id = ? AND ${STATE_RANK} < ?`,
    [event.state, event.at, event.error ?? null, event.messageId, RANK[event.state]],
  );
  return changed === 1;
}

/**
 * Keeps a patient's reply once (Meta may deliver a webhook twice), linked to their latest request from that number
 * when there is one.
 */
export async function storeReply(db: Database, event: ReplyEvent): Promise<void> {
  await db.tx(async (sql) => {
    const request = await sql.get<{ id: string }>(
      'SELECT id FROM appointments WHERE whatsapp_to = ? ORDER BY created_at DESC LIMIT 1',
      [event.from],
    );
    await sql.run(
      `INSERT INTO whatsapp_replies (wa_message_id, from_number, profile_name, text, received_at, request_id)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (wa_message_id) DO NOTHING`,
      [
        event.messageId,
        event.from,
        event.profileName ?? null,
        event.text.slice(0, 4096),
        event.at,
        request?.id ?? null,
      ],
    );
  });
}

interface MessageRow {
  id: number | string;
  ref: string | null;
  request_id: string;
  kind: WhatsappMessageView['kind'];
  to_number: string;
  status: WhatsappMessageView['status'];
  last_error: string | null;
  delivery: WhatsappMessageView['delivery'];
  delivery_at: string | null;
  created_at: string;
}

const MESSAGES_SELECT = `SELECT w.id, a.ref, w.request_id, w.kind, w.to_number, w.status, w.last_error, w.delivery,
  w.delivery_at, w.created_at FROM whatsapp_outbox w LEFT JOIN appointments a ON a.id = w.request_id`;

const messageView = (row: MessageRow): WhatsappMessageView => ({
  id: Number(row.id),
  ref: row.ref ?? row.request_id,
  kind: row.kind,
  to: row.to_number,
  status: row.status,
  error: row.last_error,
  delivery: row.delivery,
  deliveryAt: row.delivery_at,
  createdAt: row.created_at,
});

/** A request's WhatsApp messages (oldest first), the replies linked to it, and why its number is not used. */
export async function whatsappOfRequest(db: Database, requestId: string): Promise<RequestWhatsapp> {
  const messages = await db.all<MessageRow>(`${MESSAGES_SELECT} WHERE w.request_id = ? ORDER BY w.id`, [requestId]);
  const replies = await db.all<ReplyRow>(`${REPLIES_SELECT} WHERE r.request_id = ? ORDER BY r.received_at`, [
    requestId,
  ]);
  const refusal = await db.get<{ whatsapp_refusal: string | null }>(
    'SELECT whatsapp_refusal FROM appointments WHERE id = ?',
    [requestId],
  );
  return {
    messages: messages.map(messageView),
    replies: replies.map(replyView),
    refusal: refusal?.whatsapp_refusal ?? null,
  };
}

/** The messages staff must look at: refused for good, or of unknown outcome. */
export async function whatsappNeedingStaff(db: Database): Promise<WhatsappMessageView[]> {
  const rows = await db.all<MessageRow>(
    `${MESSAGES_SELECT} WHERE w.status IN ('failed', 'unknown') ORDER BY w.id DESC LIMIT 50`,
  );
  return rows.map(messageView);
}

interface ReplyRow {
  from_number: string;
  profile_name: string | null;
  text: string;
  received_at: string;
  ref: string | null;
}

const REPLIES_SELECT = `SELECT r.from_number, r.profile_name, r.text, r.received_at, a.ref FROM whatsapp_replies r
  LEFT JOIN appointments a ON a.id = r.request_id`;

const replyView = (row: ReplyRow): WhatsappReplyView => ({
  from: row.from_number,
  profileName: row.profile_name,
  text: row.text,
  receivedAt: row.received_at,
  ref: row.ref,
});

/**
 * Erases the WhatsApp record of one address's appointments (a withdrawal), in the caller's transaction, before the
 * appointments themselves: their messages, and the replies linked to them or sent from their numbers.
 */
export async function eraseWhatsappOfEmail(sql: Sql, dialect: Dialect, email: string): Promise<void> {
  const ofEmail = `SELECT id FROM appointments WHERE ${dialect.sameEmail('email')}`;
  const numbers = `SELECT whatsapp_to FROM appointments WHERE ${dialect.sameEmail('email')} AND whatsapp_to IS NOT NULL`;
  await sql.run(`DELETE FROM whatsapp_replies WHERE request_id IN (${ofEmail}) OR from_number IN (${numbers})`, [
    email,
    email,
  ]);
  await sql.run(`DELETE FROM whatsapp_outbox WHERE request_id IN (${ofEmail})`, [email]);
}

/** Retention: the messages and replies older than `before`, in the caller's transaction. */
export async function deleteExpiredWhatsapp(sql: Sql, before: string): Promise<void> {
  await sql.run('DELETE FROM whatsapp_replies WHERE received_at < ?', [before]);
  await sql.run('DELETE FROM whatsapp_outbox WHERE created_at < ?', [before]);
}

/** The WhatsApp channel's store over the request store's database (RequestStore.db): worker, webhook and desk. */
export class WhatsappOutbox implements WhatsappOutboxStore {
  constructor(private readonly db: Database) {}

  claimDueWhatsapp(now: string, leaseMs: number) {
    return claimDueWhatsapp(this.db, now, leaseMs);
  }

  recordWhatsappResult(id: number, attempts: number, result: WhatsappResult, at: string) {
    return recordWhatsappResult(this.db, id, attempts, result, at);
  }

  markLostWhatsapp(now: string) {
    return markLostWhatsapp(this.db, now);
  }

  nextWhatsappDue() {
    return nextWhatsappDue(this.db);
  }

  resend(id: number, now: string) {
    return resendWhatsapp(this.db, id, now);
  }

  /** A verified webhook's events: each state against its message, each reply kept once. */
  async recordEvents(events: readonly WebhookEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type === 'status') await recordDeliveryState(this.db, event);
      else await storeReply(this.db, event);
    }
  }

  ofRequest(requestId: string) {
    return whatsappOfRequest(this.db, requestId);
  }

  needingStaff() {
    return whatsappNeedingStaff(this.db);
  }

  /**
   * Counts by status, and the latest configuration failure Meta gave a message still waiting (the token, a
   * permission, the phone number id): what the CLI and the desk report, whichever instance met it.
   */
  async summary(): Promise<WhatsappSummary> {
    const counts = await this.db.all<{ status: string; n: number | string }>(
      'SELECT status, COUNT(*) AS n FROM whatsapp_outbox GROUP BY status',
    );
    const trouble = await this.db.get<{ last_error: string; next_attempt_at: string }>(
      `SELECT last_error, next_attempt_at FROM whatsapp_outbox
       WHERE status IN ('pending', 'in_flight') AND last_error LIKE 'configuration:%' ORDER BY id DESC LIMIT 1`,
    );
    const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
    return {
      pending: count('pending') + count('in_flight'),
      sent: count('sent'),
      failed: count('failed'),
      unknown: count('unknown'),
      configuration: trouble ? trouble.last_error.slice('configuration: '.length) : null,
    };
  }
}

export interface WhatsappSummary {
  pending: number;
  sent: number;
  failed: number;
  unknown: number;
  /** Meta's latest refusal of the clinic's token or settings, while a message waits on it. */
  configuration: string | null;
}
