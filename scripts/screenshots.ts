/**
 * Full-page screenshots of pages at 375 and 1440 px, for looking at the site:
 *   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [path ...]
 * Needs a running server (npm start) and Debian's Chromium.
 */
import { OVERLAY_SEEN_KEY } from '../common/build-contract';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/chromium';
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [baseUrl = 'http://127.0.0.1:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/about', '/Diabetes'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const width of [375, 1440]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 740 : 900 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), OVERLAY_SEEN_KEY);
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(baseUrl + encodeURI(path), { waitUntil: 'networkidle' });
    // Scroll through once so lazy images and carousels below the fold load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // A full-page capture is not a viewport: sections with content-visibility: auto (the home's lower
    // sections, docs/decisions/0016-one-restyle-after-paint.md) would be blank in it, though a visitor
    // scrolling sees them drawn. Draw everything for the picture.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.waitForTimeout(300);
    const name = `${outDir}/${(path.replace(/[^\w]+/g, '_') || 'home').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
