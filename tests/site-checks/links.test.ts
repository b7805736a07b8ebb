import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { builtPages } from './built-site';

/**
 * A crawl of the built site through the real server: every internal link and asset on every page
 * answers 200, and no link is a '#' placeholder.
 */
let app: FastifyInstance;
const pages = builtPages();

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'test-results/links-data', RATE_LIMIT: '0', LOG_LEVEL: 'silent' });
  app = await createServer(config, { logger: false });
  await app.ready();
});
afterAll(() => app?.close());

function internalUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const url = match[1]!.replace(/&amp;/g, '&');
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split('#')[0]!);
  }
  for (const match of html.matchAll(/\ssrcset="([^"]+)"/g)) for (const part of match[1]!.split(',')) urls.add(part.trim().split(/\s+/)[0]!);
  return [...urls].filter((url) => url && !url.startsWith('/api/'));
}

describe('links', () => {
  it('no page has a "#" placeholder link', () => {
    const offenders = pages.filter(([, html]) => /href="#"/.test(html)).map(([page]) => page);
    expect(offenders).toEqual([]);
  });

  it('every internal link and asset of every page answers 200', async () => {
    const checked = new Map<string, number>();
    const broken: string[] = [];
    for (const [page, html] of pages) {
      for (const url of internalUrls(html)) {
        if (!checked.has(url)) checked.set(url, (await app.inject({ method: 'GET', url: encodeURI(decodeURI(url)) })).statusCode);
        if (checked.get(url) !== 200) broken.push(`${page} -> ${url} (${checked.get(url)})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(50);
  });
});
