import decodeQR from 'qr/decode.js';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { site } from '../../content/site';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/chromium';
import { signedInStaff } from './desk-helpers';
import { freePort, startTestServer, urlencoded, type TestServer } from './helpers';

/**
 * The token slip in Debian's Chromium, on the fixed clock (Monday 23 November 2026, 09:30 in Kolkata): printed to PDF
 * at 58 mm and at 80 mm it is one page of the paper's width, it shows the clinic, the doctor and room, the token, the
 * date and time and never the patient's name; its QR code, read back from the pixels the browser drew, is the
 * patient's live page. QUEUE_SHOTS=<dir> keeps the PDFs and screenshots.
 */

let server: TestServer;
let browser: Browser;
let origin: string;
let cookie: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startTestServer({ siteUrl: origin });
  await server.app.listen({ port, host: '127.0.0.1' });
  ({ cookie } = await signedInStaff(server, origin));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const MM = 96 / 25.4;

for (const width of [58, 80]) {
  it(
    `prints on one ${width} mm strip, and its QR code opens the patient's live page`,
    { timeout: 60_000 },
    async () => {
      const joined = await server.app.inject({
        method: 'POST',
        url: '/desk/queue/walk-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
        payload: urlencoded({ doctor: 'physician', name: 'Meera Iyer', phone: '98450 12345' }),
      });
      const id = /joined=([0-9a-f-]+)/.exec(joined.headers.location!)![1]!;
      const { token, page_key: key } = (await server.app.clinic.store.db.get<{ token: number; page_key: string }>(
        'SELECT token, page_key FROM queue_tokens WHERE id = ?',
        [id],
      ))!;
      const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
      const [name, value] = cookie.split(/=(.*)/s) as [string, string];
      await context.addCookies([{ name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true }]);
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/desk/queue/tokens/${id}/slip?width=${width}`);
        await page.emulateMedia({ media: 'print' });
        const slip = await page.locator('main').innerText();
        expect(slip.split('\n').filter(Boolean)).toEqual([
          site.practiceName,
          'Dr. Ananya Rao',
          'Room 1',
          String(token),
          'Monday, 23 November 2026, 09:30',
          'Scan to see your place in the queue on your phone',
        ]);
        expect(slip).not.toContain('Meera');
        const box = (await page.locator('main').boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(width * MM + 1);
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
        const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))!;
        expect(Number(mediaBox[1]) / 72).toBeCloseTo(width / 25.4, 1);
        if (process.env.QUEUE_SHOTS) {
          const { writeFile } = await import('node:fs/promises');
          await writeFile(`${process.env.QUEUE_SHOTS}/slip-${width}.pdf`, pdf);
          await page.locator('main').screenshot({ path: `${process.env.QUEUE_SHOTS}/slip-${width}.png` });
        }

        // The QR code as the browser drew it, read back pixel by pixel.
        const image = await page.evaluate(async () => {
          const svg = document.querySelector('.qr svg')!;
          const picture = new Image();
          picture.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
          await picture.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 400;
          canvas.height = 400;
          const context2d = canvas.getContext('2d')!;
          context2d.fillStyle = '#fff';
          context2d.fillRect(0, 0, 400, 400);
          context2d.drawImage(picture, 0, 0, 400, 400);
          return { width: 400, height: 400, data: Array.from(context2d.getImageData(0, 0, 400, 400).data) };
        });
        const read = decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) });
        expect(read).toBe(`${origin}/queue/${key}`);
      } finally {
        await context.close();
      }
    },
  );
}
