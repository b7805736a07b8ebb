import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { buildDir, builtPages } from './built-site';
import { brokenLinks } from './link-crawl';

/**
 * A crawl of the built site through the real server: every internal link and asset on every page
 * answers 200, and no link is a '#' placeholder.
 */
let app: FastifyInstance;
const pages = builtPages();

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    BUILD_DIR: buildDir,
    DATA_DIR: 'test-results/links-data',
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
  });
  app = await createServer(config, { logger: false });
  await app.ready();
});
afterAll(() => app?.close());

describe('links', () => {
  it('no page has a "#" placeholder link', () => {
    const offenders = pages.filter(([, html]) => /href="#"/.test(html)).map(([page]) => page);
    expect(offenders).toEqual([]);
  });

  it('every internal link and asset of every page answers 200', async () => {
    const { broken, checked } = await brokenLinks(app, pages);
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
