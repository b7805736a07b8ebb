import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPageText } from '../../content/search-page';
import { MAX_QUERY_LENGTH } from '../../server/search-route';
import { buildSearchDocs, searchIndexFiles } from '../../tooling/search-index';
import { startTestServer, tempDir, type TestServer } from './helpers';

/**
 * GET /search?q=… without JavaScript: results written by the service, in the site's chrome, from the build's own index.
 */

const PRERENDERED_SEARCH =
  '<!DOCTYPE html><html lang="en"><head><title>Search</title></head><body><main><h1>Search</h1><p>prerendered search page</p></main></body></html>';

function searchBuild(): string {
  const buildDir = path.join(tempDir('clinic-search-'), 'client');
  const files: Record<string, string> = {
    ...searchIndexFiles(buildSearchDocs()),
    'search/index.html': PRERENDERED_SEARCH,
    '404/index.html':
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title><link rel="stylesheet" href="/assets/root-1.css"></head>' +
      '<body><header><a href="/">Clinic home</a></header><main id="main"><h1>Page Not Found</h1></main><footer><a href="/contact">Contact</a></footer>' +
      '<script>console.log(1)</script></body></html>',
  };
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(buildDir, rel)), { recursive: true });
    writeFileSync(path.join(buildDir, rel), content);
  }
  return buildDir;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ buildDir: searchBuild() });
});
afterAll(() => server.close());

const search = (query: string) =>
  server.app.inject({ method: 'GET', url: `/search?${query}`, headers: { accept: 'text/html' } });
const resultLinks = (html: string) =>
  [
    ...(html.match(/<ul role="list" aria-label="Search results"[\s\S]*?<\/ul>/)?.[0] ?? '').matchAll(
      /<a href="([^"]+)"/g,
    ),
  ].map((m) => m[1]);

describe('GET /search?q= (the results page without JavaScript)', () => {
  it('lists the results of “bp” (a synonym) as links in the site chrome, with the query in the form', async () => {
    const response = await search('q=bp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<header><a href="/">Clinic home</a></header>');
    expect(html).toContain('<footer><a href="/contact">Contact</a></footer>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<h1[^>]*>Search<\/h1>/);
    expect(html).toContain('<title>Results for “bp” | ');
    // React DOM writes a form's action and method, and a field's name and value, after its other attributes.
    expect(html).toMatch(
      /<form (?=[^>]*method="get")(?=[^>]*action="\/search")[^>]*role="search"[^>]*>[\s\S]*name="q"[^>]*value="bp"/,
    );
    expect(resultLinks(html)[0]).toBe('/Hypertension');
    expect(html).toMatch(/<mark[^>]*>Hypertension<\/mark>/);
    expect(html).toMatch(/\d+ results/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('finds the same pages as the browser for Hindi words and typos: madhumeh, diabetis', async () => {
    for (const query of ['madhumeh', 'diabetis', 'sakkare%20kayile'])
      expect(resultLinks((await search(`q=${query}`)).body)[0]).toBe('/Diabetes');
  });

  it('escapes the query everywhere it is written', async () => {
    const response = await search(`q=${encodeURIComponent('<script>alert(1)</script>" onfocus="x')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('" onfocus="x');
    expect(response.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot; onfocus=&quot;x"');
    expect(response.body).toContain('No results for “&lt;script&gt;alert(1)&lt;/script&gt;&quot; onfocus=&quot;x”.');
  });

  it('says so when nothing matches, with example searches and the browse links', async () => {
    const html = (await search('q=qwzxvbk')).body;
    expect(html).toContain('No results for “qwzxvbk”.');
    expect(html).toContain('0 results');
    expect(html).toContain(`<a href="/search?q=${encodeURIComponent(searchPageText.suggestions[0]!)}"`);
    for (const href of ['/service', '/blog_grid', '/contact']) expect(html).toContain(`href="${href}"`);
    expect(resultLinks(html)).toEqual([]);
  });

  it('refuses a query over the limit with 400 and a page asking for a shorter one (the field keeps the start)', async () => {
    const long = 'fever '.repeat(40);
    const response = await search(`q=${encodeURIComponent(long)}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`Please shorten your search to ${MAX_QUERY_LENGTH} characters or fewer`);
    expect(response.body).toContain('aria-invalid="true"');
    const value = response.body.match(/name="q"[^>]*value="([^"]*)"/)?.[1] ?? '';
    expect(value.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(resultLinks(response.body)).toEqual([]);
  });

  it('answers 400 to a query it cannot read: q given twice, or control characters only', async () => {
    for (const query of ['q=bp&q=sugar', 'q=%00%01%1F']) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(searchPageText.unreadable);
    }
  });

  it('serves the prerendered search page for an empty or missing q (it searches in the browser)', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=%20%20']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PRERENDERED_SEARCH);
    }
  });

  it('keeps control characters and extra spaces out of the search: “bp%0A%0A  ” searches “bp”', async () => {
    const html = (await search('q=%0Abp%0D%0A%20%20')).body;
    expect(html).toContain('value="bp"');
    expect(resultLinks(html)[0]).toBe('/Hypertension');
  });
});
