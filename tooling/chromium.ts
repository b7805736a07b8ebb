/**
 * Debian's Chromium, which every browser tool of the project drives (Playwright, the screenshots, Lighthouse):
 * no tool may download a browser of its own here (docs/decisions/0004-test-stack.md). The flags keep it off
 * the network it cannot reach (background updates, sync, QUIC) and let it run as root in a container.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
