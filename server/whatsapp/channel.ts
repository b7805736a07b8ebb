import type { FastifyBaseLogger } from 'fastify';
import type { OutboxWorker } from '../mail/outbox-worker';
import { WhatsappOutbox } from '../storage/whatsapp-outbox';
import type { RequestStore } from '../storage/types';
import type { WhatsappSettings } from './settings';
import { WhatsappWorker, type WhatsappWorkerOptions } from './whatsapp-worker';

/** The worker's timings tests shorten. */
export type WhatsappTimings = Pick<WhatsappWorkerOptions, 'retryBaseMs' | 'retryMaxMs' | 'pollMs' | 'leaseMs'>;

/** The WhatsApp channel when it is on: its store over the request store's database, and its sender. */
export interface WhatsappChannel {
  outbox: WhatsappOutbox;
  worker: WhatsappWorker;
}

export function openWhatsappChannel(
  settings: WhatsappSettings | undefined,
  store: RequestStore,
  log: FastifyBaseLogger,
  now: () => Date,
  mailWorker: Pick<OutboxWorker, 'wake'>,
  timings: WhatsappTimings = {},
): WhatsappChannel | undefined {
  if (!settings) return undefined;
  const outbox = new WhatsappOutbox(store.db);
  // A message given up or of unknown outcome may release its held e-mail (content/whatsapp.ts alsoByEmail).
  const onFallback = () => mailWorker.wake();
  return { outbox, worker: new WhatsappWorker({ ...timings, store: outbox, settings, log, now, onFallback }) };
}
