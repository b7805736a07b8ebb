import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRegistry } from '../../content/page-registry';
import { listPages } from '../../scripts/built-pages';
import { buildFixtureClinic } from '../fixture-clinic/build';
import { startTestServer, type TestServer } from '../server/helpers';

/**
 * The promise of content/: a developer who edits content/site.ts and rebuilds gets a site with no trace of the old
 * values. One build of a fixture clinic (tests/fixture-clinic/build.ts: Saturday open, 08:30 to 17:30 on weekdays,
 * two other doctors, the showcase off), read as files and through the form service.
 */
const dir = path.join(os.tmpdir(), `clinic-fixture-${process.pid}`);
let buildDir = '';
let pages: Array<{ path: string; html: string }> = [];
let server: TestServer | undefined;

const showcase = pageRegistry.flatMap((page) =>
  'showcase' in page ? [{ from: page.path, to: page.showcase.redirectTo }] : [],
);
const html = (page: string) => pages.find((candidate) => candidate.path === page)!.html;
const built = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
/**
 * What a reader sees of a page: its HTML without scripts (the hydration data names every field, drawn or not) and tags.
 */
const visibleText = (page: string) =>
  html(page)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

beforeAll(() => {
  buildDir = buildFixtureClinic(dir);
  pages = listPages(buildDir).map((page) => ({
    path: page,
    html: readFileSync(path.join(buildDir, page, 'index.html'), 'utf8'),
  }));
}, 600_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a clinic rebranded in content/site.ts alone', () => {
  it('shows no old doctor’s name and no old hours on any page, in the search index or the feed', () => {
    const old = [
      /Ananya/,
      /Vikram/,
      /Menon/,
      /Dr\. Rao\b/,
      /09:00 (-|to) 16:00/,
      /9:00 and 16:00/,
      /closed on Saturday/i,
      /Monday to Friday, 09:00/,
    ];
    const index = JSON.parse(built('search-index.json')) as { shards: string[] };
    const shards = index.shards.map((shard) => ({ path: shard, html: built(shard.replace(/^\//, '')) }));
    expect(shards.length).toBeGreaterThan(0);
    const files = [
      ...pages,
      { path: 'search-index.json', html: built('search-index.json') },
      ...shards,
      { path: 'rss.xml', html: built('rss.xml') },
    ];
    const found = files.flatMap((file) =>
      old.filter((pattern) => pattern.test(file.html)).map((pattern) => `${file.path}: ${pattern}`),
    );
    expect(found).toEqual([]);
    expect(pages.length).toBeGreaterThan(40);
  });

  it('names the new doctors where the old were: their pages, headed with the name, and the service pages', () => {
    expect(html('/dr-leela-nair')).toMatch(/<h1[^>]*>Dr\. Leela Nair<\/h1>/);
    expect(html('/dr-farhan-siddiqui')).toMatch(/<h1[^>]*>Dr\. Farhan Siddiqui<\/h1>/);
    expect(html('/Poisoning')).toContain('Dr. Farhan Siddiqui, our clinical pharmacologist');
    expect(html('/Poisoning')).toContain('href="/dr-farhan-siddiqui"');
    expect(html('/Diabetes')).toContain('href="/appointment?service=Diabetes&amp;doctor=Dr.+Leela+Nair"');
  });

  it('gives the same hours in the header and in the FAQ, Saturday included', () => {
    // The page's chrome (the call button of the mobile bar, outside <main>) gives the hours in short.
    const chrome = html('/faqs').replace(/<main[\s\S]*<\/main>/, '');
    expect(chrome).toContain('Mon - Fri, 08:30 - 17:30; Sat, 09:00 - 13:00');
    expect(html('/faqs')).toContain(
      'The clinic is open Monday to Friday, from 08:30 to 17:30, and Saturday, from 09:00 to 13:00, and closed on Sunday.',
    );
    expect(html('/blog_grid').replace(/<main[\s\S]*<\/main>/, '')).toContain(
      'Mon - Fri, 08:30 - 17:30; Sat, 09:00 - 13:00',
    );
  });

  it('draws no showcase page, and no menu, sitemap entry, search result or link leads to one', () => {
    const paths = pages.map((page) => page.path);
    const sitemap = built('sitemap.xml');
    const searchUrls = (JSON.parse(built('search-index.json')) as { docs: Array<{ url: string }> }).docs.map(
      (doc) => doc.url,
    );
    for (const { from } of showcase) {
      expect(paths).not.toContain(from);
      expect(sitemap).not.toContain(`${from}<`);
      expect(searchUrls).not.toContain(from);
      const linking = pages.filter((page) => page.html.includes(`href="${from}"`)).map((page) => page.path);
      expect(linking, `links to ${from}`).toEqual([]);
    }
    const home = visibleText('/');
    for (const words of [
      'Home Two',
      'Members',
      'Best Health Center Since',
      'Latest Equipments',
      'HealthCare',
      'Research More',
      'Specialists we work with',
    ])
      expect(home, words).not.toContain(words);
    expect(home).toContain('About the clinic');
  });

  it('has no internal link that leads nowhere: each is a page or a file of the build (the renamed doctors’ too)', () => {
    const drawn = new Set(pages.map((page) => page.path));
    const broken = new Set<string>();
    for (const page of pages)
      for (const [, href] of page.html.matchAll(/href="(\/[^"#?]*)/g)) {
        const target = decodeURI(href!).replace(/(.)\/$/, '$1');
        if (!drawn.has(target) && !existsSync(path.join(buildDir, target))) broken.add(`${page.path} -> ${href}`);
      }
    expect([...broken]).toEqual([]);
  });

  it('answers each showcase path with 301 to a real page', async () => {
    server = await startTestServer({ buildDir });
    for (const { from, to } of showcase) {
      const response = await server.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(to);
      expect((await server.app.inject({ method: 'GET', url: to })).statusCode, to).toBe(200);
    }
  });
});
