import { LOAD_FULL_STYLESHEET } from '../../common/build-contract';
import { exactlyOne, MissingInPage, type HtmlTransform } from './transform';

/**
 * Starts each page's JavaScript only once the page has painted its content: the prerendered HTML
 * is complete, so a visitor reads it at once, and React DOM hydrates it right after.
 *
 * React Router writes one inline module script per page that statically imports the route modules
 * and then the browser entry, which hydrates. On a fast link those ~145 KB of JavaScript arrive
 * and run before the first paint, and on a phone that is a second of work in front of a picture
 * that has already arrived (Lighthouse: "render delay"). The script is rewritten to wait for the
 * window's load event (the LCP image is in; lazy images and the map do not hold it), then for the
 * browser to report the page's largest paint (where it can: a paint is reported once the frame is
 * on screen, which can come after the load event), then for a frame, and only then to import the
 * same modules in the same order.
 * A page whose load event is slow (a stalled image) still hydrates after MAX_WAIT_MS.
 *
 * At that point the script also enables the full stylesheet, whose rules the page did not need for
 * its first paint (critical-css.ts).
 *
 * Until then the page is plain HTML: links navigate, forms post to the form service, and the
 * chrome's controls work without JavaScript. Measured effect: docs/decisions/0014-paint-before-hydration.md.
 */

/** Hydration starts at the latest this long after the module script runs. */
export const MAX_WAIT_MS = 4000;

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page's bootstrap rewritten to wait for load and a frame; throws MissingInPage when it is not as React Router
 * writes it.
 */
export function deferBootstrap(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) throw new MissingInPage(`requires React Router's <script type="module" async=""> bootstrap, found none`);
  const source = match[1] ?? '';
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const namespaces = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({
    name: m[1],
    from: m[2],
  }));
  const modules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!modules || !entry || namespaces.length === 0)
    throw new MissingInPage(
      `requires React Router's bootstrap (route imports, __reactRouterRouteModules, the entry's import()), found:\n${source}`,
    );
  const imports = [
    ...sideEffects.map((from) => `import(${JSON.stringify(from)})`),
    ...namespaces.map(({ from }) => `import(${JSON.stringify(from)})`),
  ];
  const names = [...sideEffects.map(() => ''), ...namespaces.map(({ name }) => name)].join(', ');
  const script = [
    `await new Promise((go) => {`,
    `const next = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));`,
    `const loaded = document.readyState === "complete" ? Promise.resolve() : new Promise((done) => addEventListener("load", done, { once: true }));`,
    // The browser reports a paint after the frame is on screen, which can be later than the load event.
    `const painted = () => PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint") ? new Promise((done) => new PerformanceObserver((_, observer) => { observer.disconnect(); done(); }).observe({ type: "largest-contentful-paint", buffered: true })) : undefined;`,
    `loaded.then(painted).then(next);`,
    `setTimeout(go, ${MAX_WAIT_MS});`,
    `});`,
    // The full stylesheet (the page holds only its own rules until now: critical-css.ts).
    LOAD_FULL_STYLESHEET,
    `const [${names}] = await Promise.all([${imports.join(', ')}]);`,
    `window.__reactRouterRouteModules = ${modules};`,
    `import(${JSON.stringify(entry)});`,
  ].join('\n');
  return html.replace(match[0], () => `<script type="module" async="">${script}</script>`);
}

export const deferHydration: HtmlTransform = {
  name: 'hydration after paint',
  prepare: () => ({
    requires: [exactlyOne(`React Router's <script type="module" async=""> bootstrap`, new RegExp(BOOTSTRAP.source))],
    rewrite: deferBootstrap,
    summary: (changed, pages) => `hydration waits for the first paint on ${changed} of ${pages} pages`,
  }),
};
