import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE_EXTENSIONS, MIN_SIZE, precompress } from '../../scripts/precompress';
import { inlineScriptHashes } from '../../server/static/build-index';
import { INLINE_SCRIPT, MODULE_SCRIPT, makeFixtureBuild, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let buildDir: string;
let root: string;
let summary: Awaited<ReturnType<typeof precompress>>;
beforeAll(async () => {
  ({ root, buildDir } = makeFixtureBuild());
  summary = await precompress(buildDir);
  expect(summary.files).toBeGreaterThanOrEqual(3);
  server = await startTestServer({ buildDir });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('precompress', () => {
  it('writes .br and .gz siblings for text files over 1 KB only', () => {
    expect(existsSync(path.join(buildDir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(buildDir, 'assets/entry-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(buildDir, 'about.data.br'))).toBe(true);
    expect(existsSync(path.join(buildDir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(path.join(buildDir, 'img/photo-1a2b3c.svg.br'))).toBe(false);
    const original = readFileSync(path.join(buildDir, 'index.html'));
    expect(zlib.brotliDecompressSync(readFileSync(path.join(buildDir, 'index.html.br')))).toEqual(original);
    expect(zlib.gunzipSync(readFileSync(path.join(buildDir, 'index.html.gz')))).toEqual(original);
  });

  it("sums what it wrote: each compressed file's sibling, or the file itself where the sibling would be no smaller", () => {
    const sizeOf = (file: string) => statSync(path.join(buildDir, file)).size;
    const compressed = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => COMPRESSIBLE_EXTENSIONS.includes(path.extname(file)) && sizeOf(file) > MIN_SIZE,
    );
    const written = (file: string, suffix: string) =>
      existsSync(path.join(buildDir, file + suffix)) ? sizeOf(file + suffix) : sizeOf(file);
    expect(summary.files).toBe(compressed.length);
    expect(summary.bytes).toBe(compressed.reduce((total, file) => total + sizeOf(file), 0));
    expect(summary.brotliBytes).toBe(compressed.reduce((total, file) => total + written(file, '.br'), 0));
    expect(summary.gzipBytes).toBe(compressed.reduce((total, file) => total + written(file, '.gz'), 0));
  });
});

describe('the prerendered site', () => {
  it('hashes every inline script a page runs or puts back to run, and no JSON data block', () => {
    const held = 'import "/assets/entry-abc123.js";';
    const html =
      `<script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"Clinic"}</script>` +
      `<script type="text/plain" data-after-load="">${held}</script><script src="/a.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(INLINE_SCRIPT), sha(held)]);
  });

  it('serves a page with 200, no-cache and a CSP holding its inline script hashes and no unsafe-inline script', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>About Us</h1>');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha(INLINE_SCRIPT)} ${sha(MODULE_SCRIPT)}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      'frame-src https://www.openstreetmap.org',
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('answers /, /about/ and /about/index.html without a redirect', async () => {
    for (const url of ['/', '/about/', '/about/index.html', '/about?utm=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('serves a path with parentheses, plain or percent-encoded', async () => {
    for (const url of [
      '/Endocrinal(Endocrine)-Disorders',
      '/Endocrinal%28Endocrine%29-Disorders',
      '/Endocrinal%28Endocrine%29-Disorders/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<h1>Endocrinal Disorders</h1>');
    }
  });

  it('caches hashed assets for a year and serves the precompressed brotli or gzip file', async () => {
    const plain = await get('/assets/entry-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload).toEqual(readFileSync(path.join(buildDir, 'assets/entry-abc123.js.br')));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const noBr = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    expect((await get('/img/photo-1a2b3c.svg')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves React Router's .data files and other files", async () => {
    const data = await get('/about.data', { 'accept-encoding': 'br' });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toMatch(/^text\/x-script/);
    expect(data.headers['content-encoding']).toBe('br');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('User-agent');
  });

  it('answers 304 to a matching If-None-Match and supports HEAD', async () => {
    const first = await get('/about');
    const again = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await server.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers an unknown path with 404 and the 404 page, with its own CSP hash', async () => {
    for (const url of ['/no-such-page', '/service_details2', '/about/extra', '/404']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page Not Found (fixture)');
      expect(response.headers['content-security-policy']).toContain(sha('console.log("404")'));
    }
  });

  it('never serves a file outside BUILD_DIR', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/../package.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/..\\secret.txt',
      '/%00/index.html',
      '/%',
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('TOP SECRET');
      expect(response.body, url).not.toContain('"name"');
    }
    expect(existsSync(path.join(root, 'secret.txt'))).toBe(true);
  });

  it('compresses a response without a precompressed file on the fly', async () => {
    const plain = await get('/assets/entry-abc123.js.map');
    const response = await get('/assets/entry-abc123.js.map', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(plain.body);
    expect(
      String(response.headers.vary)
        .toLowerCase()
        .match(/accept-encoding/g),
    ).toHaveLength(1);
    const identity = await get('/about/index.html', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});

describe('without a build', () => {
  it('answers 404 with a minimal page and still serves /healthz', async () => {
    const bare = await startTestServer({});
    try {
      const response = await bare.app.inject({ url: '/' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Page Not Found');
      expect((await bare.app.inject({ url: '/healthz' })).json()).toEqual({
        status: 'ok',
        db: 'ok',
        write: { status: 'ok' },
        outboxPending: 0,
      });
    } finally {
      await bare.close();
    }
  });
});
