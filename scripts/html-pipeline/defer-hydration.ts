import { type BuiltSite, exactlyOne, type HtmlTransform } from './transform';

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
 * image stalls. It depends on React Router writing one `<script type="module" async="">` per page whose first line
 * imports its route manifest, which the build checks on every page. Before it runs, the chunks the browser entry
 * imports run one per task (decision 0090); the held script's contents are read only for the modules to ask for
 * early, so a change in how React Router writes it costs at most that head start.
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

/**
 * Written right after the held script: puts it back as a module script after the load event's paint. First, when
 * `stages` are given (the chunks the browser entry imports, in order: decision 0090), it asks for all of them and for
 * the modules the held script names at once (`modulepreload`: fetched and compiled, not run), then runs each stage
 * as a module script of its own and waits a task after each, so the browser can paint and answer a tap between them;
 * then the held script runs what is left. A stage that fails to load does not stop the next.
 */
export function startAfterLoadScript(stages: readonly string[] = []): string {
  return [
    `(() => {`,
    `let started = false;`,
    `const stages = ${JSON.stringify(stages)};`,
    `const start = () => {`,
    `if (started) return;`,
    `started = true;`,
    `const held = document.querySelector("script[${HELD_MODULE_ATTRIBUTE}]");`,
    `for (const href of new Set([...stages, ...(held.textContent.match(/\\/assets\\/[^"]+\\.js/g) || [])])) {`,
    `const link = document.createElement("link");`,
    `link.rel = "modulepreload";`,
    `link.href = href;`,
    `document.head.append(link);`,
    `}`,
    `const next = () => {`,
    `const src = stages.shift();`,
    `if (src === undefined) {`,
    `const script = document.createElement("script");`,
    `script.type = "module";`,
    `script.textContent = held.textContent;`,
    `held.replaceWith(script);`,
    `return;`,
    `}`,
    `const stage = document.createElement("script");`,
    `stage.type = "module";`,
    `stage.src = src;`,
    `stage.onload = stage.onerror = () => setTimeout(next, 0);`,
    `document.head.append(stage);`,
    `};`,
    `next();`,
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
}

/**
 * The start script as the pages carry it: written readable above, minified here. Every page carries it in its first
 * round trip, where readable it was 1.3 KB, 0.9 KB minified
 * (docs/decisions/0102-the-first-round-trip-holds-the-page.md). The bundler is loaded only here: in a test's DOM
 * (jsdom) it refuses to start.
 */
export async function minifiedScript(script: string): Promise<string> {
  const { transform } = await import('esbuild');
  return (await transform(script, { minify: true, loader: 'js' })).code.trim();
}

/** The page with React Router's module script held until the window has loaded, and then started by `start`. */
export function deferModuleScript(html: string, start: string): string {
  return html.replace(
    BOOTSTRAP,
    (_, body: string) =>
      `<script type="text/plain" ${HELD_MODULE_ATTRIBUTE}="">${body}</script><script>${start}</script>`,
  );
}

/** React Router's route manifest, which the held script imports first: `import "/assets/manifest-….js";`. */
const MANIFEST_IMPORT = /import "(\/assets\/manifest-[\w-]+\.js)";/;
const MANIFEST_GLOBAL = 'window.__reactRouterManifest=';

/**
 * The chunks the browser entry imports, in the order the bundler wrote them (the order they run in), from React
 * Router's manifest: React DOM's chunk and React Router's (tooling/every-page-chunk.ts). Every page shares them.
 */
export function entryStages(site: BuiltSite): string[] {
  const [first] = site.pages.values();
  const manifestUrl = first === undefined ? undefined : MANIFEST_IMPORT.exec(first)?.[1];
  const manifest = manifestUrl === undefined ? undefined : site.readFile(manifestUrl);
  if (!manifest?.startsWith(MANIFEST_GLOBAL))
    throw new Error(`scripts after load: React Router's route manifest (${manifestUrl}) is not where it was`);
  const parsed = JSON.parse(manifest.slice(MANIFEST_GLOBAL.length).trim().replace(/;$/, '')) as {
    entry?: { imports?: unknown };
  };
  const imports = parsed.entry?.imports;
  if (!Array.isArray(imports) || imports.length === 0 || !imports.every((url) => typeof url === 'string'))
    throw new Error("scripts after load: React Router's manifest lists no chunk the browser entry imports");
  return imports as string[];
}

export const deferHydration: HtmlTransform = {
  name: 'scripts after load',
  prepare: async (site) => {
    const stages = entryStages(site);
    const start = await minifiedScript(startAfterLoadScript(stages));
    return {
      requires: [
        exactlyOne(`React Router's <script type="module" async=""> (its <Scripts />)`, BOOTSTRAP),
        exactlyOne(`its import of React Router's route manifest`, MANIFEST_IMPORT),
      ],
      rewrite: (html) => deferModuleScript(html, start),
      summary: (changed, pages) =>
        `the JavaScript starts on the load event on ${changed} of ${pages} pages, in ${stages.length + 1} stages`,
    };
  },
};
