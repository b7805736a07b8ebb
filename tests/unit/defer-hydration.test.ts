// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferModuleScript,
  HELD_MODULE_ATTRIBUTE,
  MAX_WAIT_MS,
  PAINT_GRACE_MS,
  startAfterLoadScript,
} from '../../scripts/html-pipeline/defer-hydration';

/** React Router's module script as it writes it; the transform never reads what is inside. */
const MODULE_SCRIPT =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';
const PAGE = `<!DOCTYPE html><html><head><title>T</title></head><body><main><h1>T</h1></main><script type="module" async="">${MODULE_SCRIPT}</script></body></html>`;

/** The transformed page's body in the test's document, its inline script run as the browser runs it while parsing. */
function parse(stages: string[] = []): void {
  document.head.innerHTML = '';
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(deferModuleScript(PAGE, startAfterLoadScript(stages)))![1]!;
  const inline = [...document.body.querySelectorAll('script:not([type])')].at(-1)!.textContent!;
  expect(inline).toBe(startAfterLoadScript(stages));
  new Function(inline)();
}

const moduleScripts = () => [...document.querySelectorAll('script[type="module"]')];

afterEach(() => vi.useRealTimers());

describe('the JavaScript starts on the load event (scripts/html-pipeline/defer-hydration.ts)', () => {
  it("holds React Router's module script as text, byte for byte, so the page's CSP hash of it still allows it", () => {
    const html = deferModuleScript(PAGE, startAfterLoadScript());
    expect(html).toContain(`<script type="text/plain" ${HELD_MODULE_ATTRIBUTE}="">${MODULE_SCRIPT}</script><script>`);
    expect(html).not.toContain('<script type="module"');
  });

  it('puts it back as a module script, once, where it was, two frames and a grace after the load event', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    parse();
    expect(moduleScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    // Not before the paint that follows the load is shown: the route modules must not end before it.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(PAINT_GRACE_MS - 1);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [script] = moduleScripts();
    expect(script?.textContent).toBe(MODULE_SCRIPT);
    expect(document.querySelector(`script[${HELD_MODULE_ATTRIBUTE}]`)).toBeNull();
    // Where the held script was: React DOM hydrates the <body> React Router wrote.
    expect(script?.previousElementSibling?.tagName).toBe('MAIN');
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts as soon as the browser reports the largest paint that follows the load event', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const observers: Array<{ callback: () => void; types: string[] }> = [];
    class PaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      types: string[] = [];
      constructor(readonly callback: () => void) {
        observers.push(this);
      }
      observe({ type }: { type: string }) {
        this.types.push(type);
      }
      disconnect() {
        observers.splice(observers.indexOf(this), 1);
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      parse();
      expect(observers).toHaveLength(0); // nothing is watched before the load event
      window.dispatchEvent(new Event('load'));
      expect(observers.map((observer) => observer.types)).toEqual([['largest-contentful-paint']]);
      expect(moduleScripts()).toHaveLength(0);
      observers[0]!.callback();
      expect(observers).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(moduleScripts()).toHaveLength(1);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(MAX_WAIT_MS);
      expect(moduleScripts()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("runs the entry's chunks first, one module script per task, all asked for at once, then the held script", () => {
    vi.useFakeTimers();
    const stages = ['/assets/react-dom-1.js', '/assets/react-router-1.js'];
    parse(stages);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    // Fetched and compiled together, the held script's own modules with them; run one by one.
    expect(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    ).toEqual([...stages, '/assets/manifest-1.js', '/assets/root-1.js', '/assets/entry.client-1.js']);
    const run = () => moduleScripts().map((script) => script.getAttribute('src') ?? 'held');
    expect(run()).toEqual([stages[0]]);
    moduleScripts()[0]!.dispatchEvent(new Event('load'));
    expect(run()).toEqual([stages[0]]); // not in the same task: the browser may paint and answer a tap first
    vi.advanceTimersByTime(0);
    expect(run()).toEqual(stages);
    // A stage that fails to load does not hold the page back: the held script still runs, where it was.
    moduleScripts()[1]!.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(0);
    expect(run()).toEqual([...stages, 'held']);
    expect(moduleScripts()[2]!.textContent).toBe(MODULE_SCRIPT);
    expect(moduleScripts()[2]!.previousElementSibling?.tagName).toBe('MAIN');
    expect(document.querySelector(`script[${HELD_MODULE_ATTRIBUTE}]`)).toBeNull();
  });

  it(`starts ${MAX_WAIT_MS} ms after the page is parsed when the load event is late (a stalled image)`, () => {
    vi.useFakeTimers();
    parse();
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(1);
  });
});
