import type { AddressInfo } from 'node:net';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The service as server/main.ts starts it, on a clock that starts at QUEUE_CLOCK_START (an ISO instant) and runs on in
 * real time: the waiting room's kill -9 test (queue-crash.test.ts) needs a consulting session now, whatever the day.
 */
const start = Date.parse(process.env.QUEUE_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error('QUEUE_CLOCK_START must be an ISO instant');
const began = Date.now();
const config = loadConfig(process.env, process.cwd());
const app = await createServer(config, { now: () => new Date(start + (Date.now() - began)) });
await app.listen({ port: config.port, host: config.host });
app.log.info(`Listening on http://${config.host}:${(app.server.address() as AddressInfo).port}`);
