import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What Meta's WhatsApp webhook says (Webhooks, the `messages` field): the delivery states of the messages the clinic
 * sent (sent, delivered, read, failed) and the messages patients write back. Every delivery is signed:
 * X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret.
 */

export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** The header's value for a body: what Meta sends, and what the stand-in in the tests sends. */
export function signatureOf(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether a delivery's signature is the app secret's, compared in constant time. */
export function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signatureOf(rawBody, appSecret).slice('sha256='.length), 'hex');
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type DeliveryState = 'sent' | 'delivered' | 'read' | 'failed';

export interface DeliveryEvent {
  type: 'status';
  /** The id Meta gave the message when it was sent (wamid...). */
  messageId: string;
  state: DeliveryState;
  /** ISO time of the state, from Meta's Unix seconds. */
  at: string;
  /** Meta's reason when the state is failed. */
  error?: string;
}

export interface ReplyEvent {
  type: 'reply';
  messageId: string;
  /** The patient's number in E.164 (Meta sends its digits without +). */
  from: string;
  /** The name the patient's WhatsApp profile shows, when Meta gives it. */
  profileName?: string;
  at: string;
  /** The text, or a note of what was sent instead (an image, a voice note ...). */
  text: string;
}

export type WebhookEvent = DeliveryEvent | ReplyEvent;

const unixSeconds = z.string().regex(/^\d{1,12}$/);

const payloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() })),
              statuses: z.array(
                z.object({
                  id: z.string().min(1),
                  status: z.string(),
                  timestamp: unixSeconds,
                  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
                }),
              ),
              messages: z.array(
                z.object({
                  from: z.string().regex(/^\d{6,15}$/),
                  id: z.string().min(1),
                  timestamp: unixSeconds,
                  type: z.string(),
                  text: z.object({ body: z.string() }).optional(),
                }),
              ),
            })
            .partial(),
        }),
      ),
    }),
  ),
});

const STATES = new Set<string>(['sent', 'delivered', 'read', 'failed']);
const isoOf = (seconds: string) => new Date(Number(seconds) * 1000).toISOString();

/** The events of one verified delivery; undefined when the body is not a WhatsApp webhook at all. */
export function webhookEvents(body: unknown): WebhookEvent[] | undefined {
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const events: WebhookEvent[] = [];
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    const names = new Map((change.value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
    for (const status of change.value.statuses ?? []) {
      if (!STATES.has(status.status)) continue;
      const error = status.errors?.map((entry) => [entry.code, entry.title].filter(Boolean).join(' ')).join('; ');
      events.push({
        type: 'status',
        messageId: status.id,
        state: status.status as DeliveryState,
        at: isoOf(status.timestamp),
        ...(error ? { error } : {}),
      });
    }
    for (const message of change.value.messages ?? []) {
      const profileName = names.get(message.from);
      events.push({
        type: 'reply',
        messageId: message.id,
        from: `+${message.from}`,
        ...(profileName ? { profileName } : {}),
        at: isoOf(message.timestamp),
        text: message.type === 'text' && message.text ? message.text.body : `[${message.type}]`,
      });
    }
  }
  return events;
}
