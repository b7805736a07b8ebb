import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const lhr = r!.lhr;
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift']) console.log(id, lhr.audits[id]?.displayValue, lhr.audits[id]?.score);
const el = lhr.audits['largest-contentful-paint-element']?.details as any;
console.log(JSON.stringify(el?.items?.map((i: any) => i.items ?? i), null, 0).slice(0, 1500));
await chrome.kill();
