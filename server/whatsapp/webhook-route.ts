import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { answerRefusalsSlowly } from '../slow-refusal';
import type { WhatsappSettings } from './settings';
import { SIGNATURE_HEADER, signatureMatches, webhookEvents, type WebhookEvent } from './webhook-events';

/**
 * /api/whatsapp/webhook, registered only when the channel is on (docs/whatsapp.md, 'The webhook'):
 * - GET answers Meta's verification of the callback URL: hub.mode=subscribe and hub.verify_token equal to
 *   WHATSAPP_VERIFY_TOKEN, answered with hub.challenge as plain text; anything else 403.
 * - POST takes a delivery only when X-Hub-Signature-256 is the HMAC-SHA256 of the raw body, byte for byte as it came,
 *   under WHATSAPP_APP_SECRET: anything else is 401 and nothing is read or stored. A signed delivery's events go to
 *   `record`; a store that cannot take them answers 500, so Meta delivers them again.
 * Refused before any work (docs/decisions/0059-the-diarys-doors-under-abuse.md): a post without a well-formed
 * signature header is 401 before its body is read, a body over WEBHOOK_BODY_LIMIT is 413 by its Content-Length, and
 * each address may post WEBHOOK_RATE_LIMIT times a minute. Those refusals are answered after a pause
 * (server/slow-refusal.ts).
 */

export const WEBHOOK_PATH = '/api/whatsapp/webhook';
/** Meta batches up to a thousand events, a few hundred bytes each; a real delivery is far below this. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** Posts a minute from one address: Meta's deliveries for one clinic's number come a few a minute. */
export const WEBHOOK_RATE_LIMIT = 600;
const SIGNATURE_SHAPE = /^sha256=[0-9a-f]{64}$/i;

export type RecordEvents = (events: WebhookEvent[]) => Promise<void>;

export async function registerWhatsappWebhook(
  app: FastifyInstance,
  settings: Pick<WhatsappSettings, 'appSecret' | 'verifyToken'>,
  record: RecordEvents,
): Promise<void> {
  await app.register(
    async (webhook) => {
      await webhook.register(rateLimitPlugin, { global: true, max: WEBHOOK_RATE_LIMIT, timeWindow: 60_000 });
      // Meta signs every delivery and keeps within the limit: a post without a signature or over the limit is not
      // Meta's, and is answered after a pause, so a flood of them asks once a second per connection.
      answerRefusalsSlowly(webhook, [401, 413]);
      // Before the body is read: a post that cannot be Meta's costs no more than its headers.
      webhook.addHook('onRequest', async (request, reply) => {
        const header = request.headers[SIGNATURE_HEADER];
        if (request.method !== 'POST' || (typeof header === 'string' && SIGNATURE_SHAPE.test(header))) return;
        // Not logged (the context's level is warn): a flood of them would otherwise be a flood of log lines.
        request.log.info('WhatsApp webhook refused: no signature header');
        return reply.code(401).header('connection', 'close').type('text/plain; charset=utf-8').send('Bad signature');
      });
      webhook.setErrorHandler((error: FastifyError, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'WhatsApp webhook failed');
        else request.log.info({ code: error.code, statusCode: status }, 'WhatsApp webhook refused');
        const message =
          status === 413
            ? `A WhatsApp delivery is at most ${WEBHOOK_BODY_LIMIT / 1024} KB`
            : status === 429
              ? 'Too many requests'
              : status === 500
                ? 'Not stored; please deliver again'
                : 'Refused';
        // A refused post's body is not read: the connection closes rather than drain it for the next request.
        reply.header('connection', 'close');
        return reply.code(status).type('text/plain; charset=utf-8').send(message);
      });
      // The signature is over the bytes Meta sent: this context keeps the body as they came, parsed only once verified.
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
        done(null, body),
      );

      webhook.get(WEBHOOK_PATH, async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const challenge = query['hub.challenge'];
        reply.header('cache-control', 'no-store');
        if (
          query['hub.mode'] === 'subscribe' &&
          query['hub.verify_token'] === settings.verifyToken &&
          typeof challenge === 'string' &&
          challenge !== ''
        )
          return reply.type('text/plain; charset=utf-8').send(challenge);
        request.log.warn('WhatsApp webhook verification refused: wrong verify token or mode');
        return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden');
      });

      webhook.post(WEBHOOK_PATH, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[SIGNATURE_HEADER];
        if (!signatureMatches(raw, typeof header === 'string' ? header : undefined, settings.appSecret)) {
          request.log.warn('WhatsApp webhook refused: the signature does not match the app secret');
          return reply.code(401).type('text/plain; charset=utf-8').send('Bad signature');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.code(400).type('text/plain; charset=utf-8').send('Not JSON');
        }
        const events = webhookEvents(body);
        if (events === undefined) {
          // Signed by Meta but of no shape we know (another product's field): taken, so Meta does not resend it.
          request.log.info('WhatsApp webhook: a signed delivery of another kind, ignored');
          return reply.code(200).send('');
        }
        await record(events);
        return reply.code(200).send('');
      });
    },
    // The webhook's own log is its warnings and failures: Meta's deliveries and an anonymous flood alike would
    // otherwise write two lines a post.
    { logLevel: 'warn' },
  );
}
