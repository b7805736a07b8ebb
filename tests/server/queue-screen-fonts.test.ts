import { afterAll, beforeAll, expect, it } from 'vitest';
import { queue } from '../../content/queue';
import { startTestServer, type TestServer } from './helpers';

/**
 * The waiting room's screen carries the fonts of its languages (content/queue.ts `screen.labels`): a television's
 * browser may have none for Devanagari or Kannada. Each script's face is served from the service, its subset only;
 * nothing else is served under /queue/fonts.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ url });

it('names a face for each script of its labels other than Latin, and draws each label in it', async () => {
  expect(queue.screen.labels.map((label) => label.lang)).toEqual(['en', 'hi', 'kn']);
  const page = (await get('/queue/screen')).body;
  expect(page).toContain(
    "@font-face { font-family: 'Noto Sans Devanagari Variable'; src: url(/queue/fonts/Deva.woff2)",
  );
  expect(page).toContain('[lang="hi"] { font-family: \'Noto Sans Devanagari Variable\', sans-serif; }');
  expect(page).toContain('[lang="kn"] { font-family: \'Noto Sans Kannada Variable\', sans-serif; }');
  expect(page).not.toContain('/queue/fonts/Latn');
});

it('serves each face as WOFF2, and nothing else', async () => {
  for (const script of ['Deva', 'Knda']) {
    const font = await get(`/queue/fonts/${script}.woff2`);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // The script's subset only: far smaller than every subset of the family together.
    expect(font.rawPayload.length).toBeLessThan(300_000);
  }
  for (const url of [
    '/queue/fonts/Latn.woff2',
    '/queue/fonts/Taml.woff2',
    '/queue/fonts/Deva',
    '/queue/fonts/..%2Fpackage.json',
  ])
    expect((await get(url)).statusCode, url).toBe(404);
});
