import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OutboxWorker } from './mail/outbox-worker';
import type { WhatsappWorker } from './whatsapp/whatsapp-worker';
import type { RequestStore } from './storage/types';

/**
 * GET /healthz (docs/form-service.md, 'Other routes'): 503 when the service cannot store a request,
 * which a SELECT does not show (a full disk answers reads): the last write that failed, or a write
 * probe (storage/write-probe.ts) run at most every PROBE_EVERY_MS while writes succeed and at each
 * check while they fail, so the check itself sees the disk recover. The public learns only ok or
 * error; a caller on this machine also gets the reason, the outbox backlog and what the mail server
 * refuses (a wrong SMTP password keeps the service up, but someone must act).
 */

const PROBE_EVERY_MS = 5_000;

export function registerHealth(
  app: FastifyInstance,
  deps: {
    store: RequestStore;
    worker: OutboxWorker;
    /** The WhatsApp sender, when the channel is on. */
    whatsapp?: Pick<WhatsappWorker, 'status'>;
    now: () => Date;
    isLocalCaller: (request: FastifyRequest) => boolean;
  },
): void {
  const { store, worker, now } = deps;
  let probedAt = Number.NEGATIVE_INFINITY;

  async function writeError() {
    const at = Date.now();
    if (store.lastWriteError() !== null || at - probedAt >= PROBE_EVERY_MS) {
      probedAt = at;
      try {
        await store.probeWrite(now().toISOString());
      } catch {
        // remembered by the store as its last write error
      }
    }
    return store.lastWriteError();
  }

  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const local = deps.isLocalCaller(request);
    try {
      await store.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not answering');
      return reply.code(503).send(local ? { status: 'error', db: 'error' } : { status: 'error' });
    }
    const write = await writeError();
    if (write) request.log.error({ write }, 'health check: the database cannot store a request');
    const status = write ? 'error' : 'ok';
    if (write) reply.code(503);
    if (!local) return { status };
    const mail = worker.status();
    const whatsappTrouble = deps.whatsapp?.status().configuration;
    return {
      status,
      db: 'ok',
      write: write ? { status: 'error', since: write.at, code: write.code, reason: write.message } : { status: 'ok' },
      outboxPending: (await store.outboxSummary()).pending,
      ...(mail.smtp ? { smtp: { status: 'error', ...mail.smtp } } : {}),
      ...(mail.bookkeeping ? { outboxBookkeeping: { status: 'error', ...mail.bookkeeping } } : {}),
      ...(whatsappTrouble ? { whatsapp: { status: 'error', ...whatsappTrouble } } : {}),
    };
  });
}
