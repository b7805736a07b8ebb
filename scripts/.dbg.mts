import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });
await page.goto('http://127.0.0.1:3102' + (process.argv[2] ?? '/appointment'));
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => { const out = []; let el = document.querySelector('.swiper'); while (el && el !== document.body) { out.push(el.tagName + '.' + (el.className || '').toString().slice(0, 60) + ' ' + Math.round(el.getBoundingClientRect().width)); el = el.parentElement; } return out; }));
await browser.close();
