import type { AddressInfo } from 'node:net';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The service as server/main.ts starts it, with the WhatsApp switch of content/ taken as on (it ships off, and the
 * start refuses WHATSAPP_* variables while it is): for the kill -9 tests of the channel (whatsapp-crash.test.ts).
 */
const config = loadConfig(process.env, process.cwd(), true);
const app = await createServer(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Listening on http://${config.host}:${(app.server.address() as AddressInfo).port}`);
