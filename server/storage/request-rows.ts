import type { StoredColumns } from '../validation';
import { searchKeys } from './search-keys';
import { storedColumns, type RequestTable } from './stored-fields';
import type { MailAttachment, NewMail, NewRequest, OutboxMail } from './types';

/**
 * The columns a new request and its e-mails are stored as, so each column is named once.
 */

export type Value = string | number | null;

/**
 * A request's form fields as its table's columns (stored-fields.ts): every column the forms fill, null where this one
 * has none.
 */
function formColumns(table: RequestTable, data: StoredColumns): Record<string, Value> {
  return Object.fromEntries(storedColumns(table).map((column) => [column, data[column] ?? null]));
}

export function requestRow(request: NewRequest): {
  table: 'appointments' | 'messages' | 'subscriptions';
  row: Record<string, Value>;
} {
  switch (request.type) {
    case 'appointment':
    case 'message': {
      const table = request.type === 'appointment' ? 'appointments' : 'messages';
      const row = {
        id: request.id,
        ref: request.ref,
        created_at: request.createdAt,
        kind: request.data.kind,
        ...formColumns(table, request.data),
        consent_at: request.consent.consentAt,
        notice_version: request.consent.noticeVersion,
        ...(request.type === 'appointment' && request.whatsapp
          ? {
              whatsapp_consent_at: request.whatsapp.consentAt,
              whatsapp_to: request.whatsapp.to,
              whatsapp_refusal: request.whatsapp.refusal,
            }
          : {}),
        ...searchKeys(request.data),
        resend_key: request.resend?.key ?? null,
      };
      return { table, row };
    }
    case 'subscription': {
      const d = request.data;
      return {
        table: 'subscriptions',
        row: {
          id: request.id,
          created_at: request.createdAt,
          email: d.email,
          terms: d.terms ? 1 : 0,
          terms_at: d.terms ? request.createdAt : null,
          source: d.source,
          notice_version: request.noticeVersion,
        },
      };
    }
  }
}

/** An outbox row, due at once. */
export function mailRow(mail: NewMail, requestId: string, createdAt: string): Record<string, Value> {
  return {
    created_at: createdAt,
    request_id: requestId,
    purpose: mail.purpose,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
    next_attempt_at: createdAt,
  };
}

export function outboxMailOf(row: Record<string, unknown>): OutboxMail {
  return {
    id: Number(row.id),
    requestId: row.request_id as string,
    purpose: row.purpose as 'clinic' | 'patient',
    to: row.to_address as string,
    replyTo: (row.reply_to as string | null) ?? undefined,
    subject: row.subject as string,
    text: row.text_body as string,
    html: row.html_body as string,
    ...(row.attachments ? { attachments: JSON.parse(row.attachments as string) as MailAttachment[] } : {}),
    attempts: Number(row.attempts),
  };
}

/** INSERT of rows with the same columns, their values in `Object.values(row)` order, row after row. */
export function insertSql(table: string, rows: Record<string, unknown> | Array<Record<string, unknown>>): string {
  const list = Array.isArray(rows) ? rows : [rows];
  const columns = Object.keys(list[0] ?? {});
  const values = `(${columns.map(() => '?').join(', ')})`;
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${list.map(() => values).join(', ')}`;
}
