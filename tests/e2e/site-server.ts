import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { createServer as CreateServer } from '../../server/app';
import type { loadConfig as LoadConfig } from '../../server/config';
import { resetSuiteClock, suiteNow } from './suite-clock';

/**
 * The form service of the site's browser suite (playwright.config.ts) and of the fixture clinic's
 * (playwright.fixture.config.ts), as server/main.ts starts it from the environment, on the suite's clock
 * (tests/e2e/suite-clock.ts). The service is the one of the folder it runs in: the repository's, or the fixture
 * clinic's copy, whose service reads that clinic's content. Test harness only.
 */

const { createServer } = (await import(pathToFileURL(path.resolve('server/app.ts')).href)) as {
  createServer: typeof CreateServer;
};
const { loadConfig } = (await import(pathToFileURL(path.resolve('server/config.ts')).href)) as {
  loadConfig: typeof LoadConfig;
};

const config = loadConfig();
// Each run starts on the same day: a store kept from the last one (the fixture clinic's copy keeps its folder) would
// have its times taken already. Only a folder of test results is emptied.
if (path.basename(path.dirname(config.dataDir)) !== 'test-results')
  throw new Error(`DATA_DIR is not a folder in test-results: ${config.dataDir}`);
rmSync(config.dataDir, { recursive: true, force: true });
resetSuiteClock();
const app = await createServer(config, { now: suiteNow });
await app.listen({ port: config.port, host: config.host });

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
