import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { diaryDoctor, diaryDoctors } from '../../diary/doctors';
import { todayInKolkata } from '../../../common/booking-dates';
import type { QueueFeed } from '../feed';
import type { QueueStore } from '../queue-store';
import { answerRefusalsSlowly } from '../../slow-refusal';
import { LiveHub } from './live-hub';
import { LIVE_RETRY_AFTER_SECONDS, type LiveStreamLimits } from './stream-limits';
import { renderGone, renderLivePage, renderScreen } from './live-pages';
import { SCREEN_FONTS } from './screen-fonts';
import { patientView, screenCell } from './live-views';

/**
 * The waiting room's public pages (docs/decisions/0084-the-waiting-room-live.md): the television's screen of every
 * doctor's token (/queue/screen, never a name) and each patient's live page (/queue/<key>, the slip's QR code), each
 * with its stream of server-sent events and its one script. Returns what to stop with the service.
 */

export interface QueueLiveDeps {
  store: QueueStore;
  feed: QueueFeed;
  practiceName: string;
  now: () => Date;
  streams: LiveStreamLimits;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const KEY = /^[A-Za-z0-9_-]{43}$/;

async function buildScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, '../client/queue-live.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const html = 'text/html; charset=utf-8';

export async function registerQueueLive(app: FastifyInstance, deps: QueueLiveDeps): Promise<() => void> {
  const { store, now } = deps;
  const hub = new LiveHub(store, deps.feed, now, deps.streams);
  const script = await buildScript();
  const today = () => todayInKolkata(now());
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };
  /** Refuses a stream past the count (nothing opened, nothing held); the page's script tries again later. */
  const refused = (request: FastifyRequest, reply: FastifyReply) => {
    const status = hub.refusal(request.ip);
    if (status === null) return false;
    void reply.code(status).headers(noStore).header('retry-after', String(LIVE_RETRY_AFTER_SECONDS)).send();
    return true;
  };

  app.get('/queue/live.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.get('/queue/fonts/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const font = SCREEN_FONTS.get(file.replace(/\.woff2$/, ''));
    if (!font || !file.endsWith('.woff2')) return reply.code(404).send();
    return reply.header('content-type', 'font/woff2').header('cache-control', 'public, max-age=86400').send(font.file);
  });

  app.get('/queue/screen', async (_request, reply) => {
    const cells = await Promise.all(
      diaryDoctors.map(async (doctor) => screenCell(doctor.key, await store.day(doctor.key, today()))),
    );
    return reply
      .headers(noStore)
      .type(html)
      .send(renderScreen(deps.practiceName, diaryDoctors, cells));
  });

  app.get('/queue/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const entry = KEY.test(key) ? await store.byPageKey(key) : undefined;
    if (!entry || entry.sessionDate !== today())
      return reply.code(404).headers(noStore).type(html).send(renderGone(deps.practiceName));
    const view = patientView(entry, await store.day(entry.doctor, entry.sessionDate));
    const doctorName = diaryDoctor(entry.doctor)?.name ?? entry.doctor;
    return reply
      .headers(noStore)
      .header('referrer-policy', 'same-origin')
      .type(html)
      .send(renderLivePage(deps.practiceName, key, doctorName, view));
  });

  // The streams, in a context of their own: past the service's count (503) a refusal waits as a flood's 429 does
  // (server/slow-refusal.ts), so a flood from many addresses asks once a second per connection.
  await app.register(async (streams) => {
    answerRefusalsSlowly(streams, [503]);

    streams.get('/queue/screen/events', async (request, reply) => {
      const asked = String((request.query as Record<string, unknown>).doctors ?? '').split(',');
      const doctors = diaryDoctors.filter((doctor) => asked.includes(doctor.key)).map((doctor) => doctor.key);
      if (refused(request, reply)) return reply;
      reply.hijack();
      await hub.open(reply.raw, { doctors, render: (doctor, entries) => screenCell(doctor, entries) }, request.ip);
    });

    streams.get('/queue/:key/events', async (request, reply) => {
      const { key } = request.params as { key: string };
      const entry = KEY.test(key) ? await store.byPageKey(key) : undefined;
      if (!entry) return reply.code(404).headers(noStore).send();
      if (refused(request, reply)) return reply;
      reply.hijack();
      await hub.open(
        reply.raw,
        {
          doctors: [entry.doctor],
          render: (_doctor, entries) => {
            const mine = entries.find((one) => one.id === entry.id);
            return mine ? patientView(mine, entries) : null;
          },
        },
        request.ip,
      );
    });
  });

  return () => hub.closeAll();
}
