import type { FastifyReply } from 'fastify';
import type { OutboxWorker } from '../mail/outbox-worker';
import type { Passkeys } from './auth/passkeys';
import type { Sessions } from './auth/sessions';
import type { DeskMailSettings } from './mail/desk-mail';
import type { DayStore } from '../diary/store/day-store';
import type { QueueFeed } from '../queue/feed';
import type { DeskStore } from './store/types';
import type { WhatsappOutbox } from '../storage/whatsapp-outbox';
import type { WhatsappWorker } from '../whatsapp/whatsapp-worker';

/** The WhatsApp channel, when it is on (docs/whatsapp.md): its messages and replies, and its sender. */
export interface DeskWhatsapp {
  outbox: WhatsappOutbox;
  worker: WhatsappWorker;
}

/** What the desk's routes share. */
export interface DeskDeps {
  store: DeskStore;
  /** The day view's diary (server/diary/store/day-store.ts). */
  day: DayStore;
  /** The waiting room's feed of changes (server/queue/feed.ts). */
  queueFeed?: QueueFeed;
  sessions: Sessions;
  passkeys: Passkeys;
  worker: OutboxWorker;
  whatsapp?: DeskWhatsapp;
  mail: DeskMailSettings;
  practiceName: string;
  doctors: string[];
  now: () => Date;
}

export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').send(html);
}

/** A string field of a posted form (trimmed), or ''. */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}
