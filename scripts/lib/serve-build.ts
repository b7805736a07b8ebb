import type { FastifyInstance } from 'fastify';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * A build served for measuring it (npm run bench, scripts/why-paint.ts, scripts/trace-long-tasks.ts): the real
 * service on a free loopback port, silent, with no rate limit, so a page asked many times is measured, not refused.
 * `buildDir` defaults to the service's own (BUILD_DIR, or build/client).
 */
export async function serveBuild(buildDir?: string): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await createServer(
    loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT: '0',
      AVAILABILITY_RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'test-results/bench-data',
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
    }),
    { logger: false },
  );
  return { app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
}
