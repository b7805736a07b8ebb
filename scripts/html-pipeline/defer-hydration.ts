import { exactlyOne, type HtmlTransform } from './transform';

/**
 * Starts each page's JavaScript only once the window has loaded, so that nothing but the page's own HTML, styles
 * and pictures is fetched before its first paint (docs/decisions/0036-react-router-8-vitest-5-no-router-internals.md).
 *
 * React Router ends each page with one inline module script (its `<Scripts />`): its static imports fetch every
 * module of the page's routes at once, and on a fast link they arrive and run before the first paint. Lighthouse
 * charges to the LCP every request that ends before the paint it observed (decisions 0014 and 0015). The script is
 * kept exactly as React Router wrote it, but as text (`type="text/plain"`), and a small inline script puts it back
 * as a module script once the window's load event fired (the LCP image is in; lazy images and the map do not hold
 * it) and the paint that follows it was made (startAfterLoadScript, decision 0057), or after MAX_WAIT_MS when an
 * image stalls. The script's contents are never read: this depends only on React Router writing one
 * `<script type="module" async="">` per page, which the build checks on every page.
 *
 * Hydration itself waits for the paint in the browser entry (app/entry.client.tsx), as React Router documents.
 * Until then the page is plain HTML: links navigate, forms post to the form service, and the chrome's controls
 * work without JavaScript.
 *
 * The held script keeps its body, so the Content-Security-Policy's hash of it (server/static/build-index.ts hashes
 * every inline script of a built page) lets the module script that carries the same body run.
 */

/** The page's JavaScript starts at the latest this long after the page's HTML is parsed. */
export const MAX_WAIT_MS = 4000;

/** Marks React Router's module script while it is held as text. */
export const HELD_MODULE_ATTRIBUTE = 'data-after-load';

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * After the load event, the page's JavaScript waits for the paint it could otherwise be charged to: the next
 * largest-contentful-paint entry the browser reports (the first paint, when the load event came before it; a picture
 * painted once decoded), or, when none comes because the largest paint was already made, two frames and
 * PAINT_GRACE_MS more. A frame's callbacks run before that frame is shown, so a frame alone was not enough: on
 * /Diagnostic-Tests the route modules ended 2 ms before the paint they followed.
 */
export const PAINT_GRACE_MS = 150;

/** Written right after the held script: puts it back as a module script after the load event's paint. */
export const startAfterLoadScript = [
  `(() => {`,
  `let started = false;`,
  `const start = () => {`,
  `if (started) return;`,
  `started = true;`,
  `const held = document.querySelector("script[${HELD_MODULE_ATTRIBUTE}]");`,
  `const script = document.createElement("script");`,
  `script.type = "module";`,
  `script.textContent = held.textContent;`,
  `held.replaceWith(script);`,
  `};`,
  `addEventListener("load", () => {`,
  `if (window.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")) {`,
  `const painted = new PerformanceObserver(() => { painted.disconnect(); setTimeout(start, 0); });`,
  `painted.observe({ type: "largest-contentful-paint" });`,
  `}`,
  `requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, ${PAINT_GRACE_MS})));`,
  `}, { once: true });`,
  `setTimeout(start, ${MAX_WAIT_MS});`,
  `})();`,
].join('\n');

/** The page with React Router's module script held until the window has loaded. */
export function deferModuleScript(html: string): string {
  return html.replace(
    BOOTSTRAP,
    (_, body: string) =>
      `<script type="text/plain" ${HELD_MODULE_ATTRIBUTE}="">${body}</script><script>${startAfterLoadScript}</script>`,
  );
}

export const deferHydration: HtmlTransform = {
  name: 'scripts after load',
  prepare: () => ({
    requires: [exactlyOne(`React Router's <script type="module" async=""> (its <Scripts />)`, BOOTSTRAP)],
    rewrite: deferModuleScript,
    summary: (changed, pages) => `the JavaScript starts on the load event on ${changed} of ${pages} pages`,
  }),
};
