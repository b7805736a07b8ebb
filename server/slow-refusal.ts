import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Refusals a flood repeats are answered slowly (docs/decisions/0089-a-flood-is-answered-slowly.md). A refused
 * request costs the service its headers and an answer; answered at once, a few connections ask again thousands of
 * times a second and take the CPU from patients. Held for a second instead, each connection asks once a second, and
 * while it waits it costs a timer: the socket is not read (a body stays in the kernel's buffers, back-pressured), and
 * nothing else waits on it. No patient or Meta delivery meets these answers: they come only past a rate limit or from
 * a post that cannot be Meta's.
 */
export const SLOW_REFUSAL_MS = 1000;

/** Every answer of `app` (and the contexts it encloses) with one of `statuses` waits SLOW_REFUSAL_MS. */
export function answerRefusalsSlowly(app: FastifyInstance, statuses: readonly number[]): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (statuses.includes(reply.statusCode)) await sleep(SLOW_REFUSAL_MS);
    return payload;
  });
}
