import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';

/**
 * Every built page carries its content where it shows: no Suspense boundary written as a pending placeholder with
 * its content in a hidden <div> that a script swaps in (app/entry.server.tsx). Without JavaScript such a page's main
 * content stayed hidden.
 */
describe('prerendered content in place', () => {
  for (const [page, html] of builtPages()) {
    it(`${page} has no pending boundary and no hidden segment`, () => {
      expect(html.includes('<!--$?-->'), 'a pending boundary').toBe(false);
      expect(/<div hidden id="S:\d+">/.test(html), 'a hidden segment').toBe(false);
      expect(html.includes('<main id="main"'), 'the main content').toBe(true);
    });
  }
});
