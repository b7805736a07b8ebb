import './supported-node';
import type { AddressInfo } from 'node:net';
import { createServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

/**
 * `npm run serve`: starts the form service (site + form endpoints) with settings from the
 * environment (docs/form-service.md). SIGTERM / SIGINT close it gracefully: no new connections,
 * requests in flight are answered, pending writes committed, the database closed.
 */

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let app: Awaited<ReturnType<typeof createServer>>;
try {
  app = await createServer(config);
} catch (error) {
  console.error(`The form service cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'cannot listen');
  await app.close().catch(() => undefined);
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
const shownHost =
  config.host === '0.0.0.0' || config.host === '::'
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
app.log.info({ port }, `Listening on http://${shownHost}:${port}`);

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took more than 10 s: exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection');
});
