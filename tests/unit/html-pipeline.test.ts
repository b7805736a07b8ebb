import { describe, expect, it } from 'vitest';
import { HTML_TRANSFORMS } from '../../scripts/html-pipeline';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { HISTORY_KEY_SCRIPT } from '../../scripts/html-pipeline/history-key';
import { minifiedScript, startAfterLoadScript } from '../../scripts/html-pipeline/defer-hydration';
import { runHtmlPipeline, type PageStore } from '../../scripts/html-pipeline/run';
import { atLeastOne, MissingInPage, type HtmlTransform } from '../../scripts/html-pipeline/transform';

/** Pages and files in memory, counting each page's reads and writes. */
function memoryStore(pages: Record<string, string>, files: Record<string, string> = {}) {
  const reads = new Map<string, number>();
  const writes = new Map<string, number>();
  const written = new Map<string, string>();
  const writtenFiles = new Map<string, string>();
  const store: PageStore = {
    list: () => Object.keys(pages),
    read: (page) => {
      reads.set(page, (reads.get(page) ?? 0) + 1);
      return pages[page]!;
    },
    write: (page, html) => {
      writes.set(page, (writes.get(page) ?? 0) + 1);
      written.set(page, html);
    },
    readFile: (url) => files[url],
    writeFile: (url, text) => writtenFiles.set(url, text),
  };
  return { store, reads, writes, written, writtenFiles };
}

/** A transform that appends its name to <body>, and requires a <body>. */
const marker = (name: string): HtmlTransform => ({
  name,
  prepare: () => ({
    requires: [atLeastOne('<body>', /<body>/)],
    rewrite: (html) => html.replace('</body>', `[${name}]</body>`),
    summary: (changed, pages) => `${changed} of ${pages}`,
  }),
});

describe('the HTML pipeline (scripts/html-pipeline/run.ts)', () => {
  it('runs the transforms in the order declared, reading and writing each page once', async () => {
    const { store, reads, writes, written } = memoryStore({ '/': '<body></body>', '/about': '<body>A</body>' });
    const reports = await runHtmlPipeline(store, [marker('first'), marker('second'), marker('third')]);
    expect(written.get('/')).toBe('<body>[first][second][third]</body>');
    expect(written.get('/about')).toBe('<body>A[first][second][third]</body>');
    expect([...reads.values()]).toEqual([1, 1]);
    expect([...writes.values()]).toEqual([1, 1]);
    expect(reports.map(({ name, line }) => [name, line])).toEqual([
      ['first', '2 of 2'],
      ['second', '2 of 2'],
      ['third', '2 of 2'],
    ]);
  });

  it('fails naming the transform and the page when a page lacks what the transform requires, and writes nothing', async () => {
    const { store, writes } = memoryStore({ '/': '<body></body>', '/faqs': '<main></main>' });
    await expect(runHtmlPipeline(store, [marker('first')])).rejects.toThrow(
      'the transform "first" requires at least one <body>, found 0 in the page /faqs',
    );
    expect(writes.size).toBe(0);
  });

  it('fails the same way when a transform finds something missing only it can tell', async () => {
    const picky: HtmlTransform = {
      name: 'picky',
      prepare: () => ({
        requires: [],
        rewrite: (html) => {
          if (!html.includes('preload')) throw new MissingInPage('requires the picture’s preload, found none');
          return html;
        },
        summary: () => '',
      }),
    };
    await expect(runHtmlPipeline(memoryStore({ '/Diabetes': '<body></body>' }).store, [picky])).rejects.toThrow(
      'the transform "picky" requires the picture’s preload, found none in the page /Diabetes',
    );
  });

  it('leaves out the transforms POSTBUILD_SKIP names', async () => {
    const { store, written } = memoryStore({ '/': '<body></body>' });
    const reports = await runHtmlPipeline(store, [marker('first'), marker('second')], new Set(['first']));
    expect(written.get('/')).toBe('<body>[second]</body>');
    expect(reports.map(({ name, line }) => [name, line])).toEqual([
      ['first', undefined],
      ['second', '1 of 1'],
    ]);
  });
});

/** A page as React Router prerenders it, reduced to what the transforms read (its module script is never read). */
const MODULE_SCRIPT =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';
/** React Router's <ScrollRestoration> script, as version 8 writes it. */
const REACT_ROUTER_SCROLL_SCRIPT =
  '((storageKey, restoreKey) => {\n\t\tif (!window.history.state || !window.history.state.key) {\n' +
  '\t\t\tlet key = Math.random().toString(32).slice(2);\n\t\t\twindow.history.replaceState({ key }, "");\n\t\t}\n' +
  '\t})("react-router-scroll-positions", null)';

const reactRouterPage = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/>' +
  '<link rel="stylesheet" href="/assets/root-1.css"/></head>' +
  `<body><main>${body}</main>` +
  `<script>${REACT_ROUTER_SCROLL_SCRIPT}</script>` +
  `<script type="module" async="">${MODULE_SCRIPT}</script></body></html>`;

const siteFiles = {
  '/assets/root-1.css': 'h1{color:red}.unused{color:blue}',
  // React Router's route manifest: the chunks its browser entry imports run first, one per task (decision 0090).
  '/assets/manifest-1.js':
    'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-1.js","imports":' +
    '["/assets/react-dom-1.js","/assets/react-router-1.js"]},"routes":{}};',
  '/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

describe('the build’s transforms (scripts/html-pipeline/index.ts)', () => {
  it('are declared in this order', () => {
    expect(HTML_TRANSFORMS.map(({ name }) => name)).toEqual([
      'modulepreload',
      'route styles',
      'critical css',
      'favicon',
      'history key',
      'lcp svg',
      'scripts after load',
    ]);
  });

  it('turn React Router’s page into one that paints from its HTML alone', async () => {
    const { store, written, writtenFiles } = memoryStore({ '/': reactRouterPage('<h1>Hello</h1>') }, siteFiles);
    await runHtmlPipeline(store, HTML_TRANSFORMS);
    const html = written.get('/')!;
    expect(html).not.toContain('<link rel="modulepreload"'); // the start script adds them after the paint
    expect(html).toContain('<style data-critical="/assets/root-1.css">h1{color:red}</style>');
    // The sheet enabled after the paint is written beside the whole one, which <noscript> keeps.
    const [[afterPaint, afterPaintText]] = [...writtenFiles] as [[string, string]];
    expect(afterPaint).toMatch(/^\/assets\/root-1-after-paint-[\w-]{8}\.css$/);
    expect(afterPaintText).toBe('h1{color:red}.unused{color:blue}');
    expect(html).toContain(
      `<link rel="stylesheet" href="${afterPaint}" disabled="" media="not all" data-after-paint=""/>`,
    );
    // React DOM hydrates the whole sheet's link by its href: it stays, disabled.
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/root-1.css" disabled="" media="not all" data-whole-sheet=""/>',
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root-1.css"/></noscript>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,');
    expect(html).toContain(`<script type="text/plain" data-after-load="">${MODULE_SCRIPT}</script>`);
    const stages = ['/assets/react-dom-1.js', '/assets/react-router-1.js'];
    expect(html).toContain(`<script>${await minifiedScript(startAfterLoadScript(stages))}</script>`);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<head><meta charSet="utf-8"/><script>${HISTORY_KEY_SCRIPT}</script>`);
  });

  it('read a stylesheet React Router marks with a fragment as its file', async () => {
    // React Router ends the href with `#` when a module loaded with import() needs the stylesheet too.
    const marked = reactRouterPage('<h1>Hello</h1>').replace('/assets/root-1.css"', '/assets/root-1.css#"');
    const { store, written } = memoryStore({ '/': marked }, siteFiles);
    await runHtmlPipeline(store, HTML_TRANSFORMS);
    const html = written.get('/')!;
    expect(html).toContain('<style data-critical="/assets/root-1.css#">h1{color:red}</style>');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/root-1-after-paint-[\w-]{8}\.css" disabled="" media="not all"/,
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root-1.css#"/></noscript>');
  });

  it('fail the build when React Router’s output no longer holds what they rewrite', async () => {
    const withoutPreloads = reactRouterPage('<h1>Hello</h1>').replace(/<link rel="modulepreload"[^>]*>/g, '');
    const { store } = memoryStore({ '/': reactRouterPage('<h1>Hello</h1>'), '/about': withoutPreloads }, siteFiles);
    await expect(runHtmlPipeline(store, HTML_TRANSFORMS)).rejects.toThrow(
      /"modulepreload" requires at least one .* in the page \/about/,
    );

    const withoutBootstrap = reactRouterPage('<h1>Hello</h1>').replace('type="module" async=""', 'type="module"');
    await expect(
      runHtmlPipeline(memoryStore({ '/faqs': withoutBootstrap }, siteFiles).store, HTML_TRANSFORMS),
    ).rejects.toThrow(
      /"scripts after load" requires exactly one React Router's <script type="module" async=""> \(its <Scripts \/>\), found 0 in the page \/faqs/,
    );

    const { '/assets/manifest-1.js': _manifest, ...withoutManifest } = siteFiles;
    await expect(
      runHtmlPipeline(memoryStore({ '/': reactRouterPage('<h1>Hello</h1>') }, withoutManifest).store, HTML_TRANSFORMS),
    ).rejects.toThrow(/"scripts after load" could not be prepared: .*route manifest \(\/assets\/manifest-1\.js\)/);

    const stylesheetElsewhere = reactRouterPage('<h1>Hello</h1>').replace(
      '<link rel="stylesheet" href="/assets/root-1.css"/>',
      '<link rel="stylesheet" href="/assets/root-1.css" />',
    );
    await expect(
      runHtmlPipeline(memoryStore({ '/': stylesheetElsewhere }, siteFiles).store, HTML_TRANSFORMS),
    ).rejects.toThrow(/"route styles" could not be prepared: no stylesheet is linked by every page/);
  });
});

describe("the history entry's key (scripts/html-pipeline/history-key.ts)", () => {
  /** The script run against a history whose entry holds `state`; what it replaced the state with. */
  const runWith = (state: unknown) => {
    const replaced: unknown[] = [];
    const history = { state, replaceState: (next: unknown) => replaced.push(next) };
    new Function('history', HISTORY_KEY_SCRIPT)(history);
    return replaced;
  };

  it('gives a first visit’s entry a key and an index, by React Router’s rules', () => {
    const [given] = runWith(null) as Array<{ key: string; idx: number }>;
    expect(given?.key).toMatch(/^[0-9a-v]{6,}$/);
    expect(given?.idx).toBe(0);
    // An index already there is kept, as React Router keeps it.
    expect(runWith({ idx: 3 })).toEqual([{ idx: 3, key: expect.stringMatching(/^[0-9a-v]{6,}$/) }]);
  });

  it('leaves React Router’s browser history nothing to write when it starts', () => {
    // docs/decisions/0107-the-history-entry-s-index-with-its-key.md: its call came inside hydration's first task.
    const startRouterHistory = (state: unknown) => {
      const calls: unknown[] = [];
      const window = { history: { state, replaceState: (next: unknown) => calls.push(next) } };
      UNSAFE_createBrowserHistory({ window: window as unknown as Window });
      return calls;
    };
    expect(startRouterHistory(null)).toEqual([{ idx: 0 }]); // what it does on an entry with nothing
    const [given] = runWith(null);
    expect(startRouterHistory(given)).toEqual([]);
  });

  it('leaves an entry that has one, so a reload or a return finds its saved position', () => {
    expect(runWith({ key: 'k1', idx: 2 })).toEqual([]);
  });

  it('fails the build when React Router’s script no longer gives the key by that rule', async () => {
    const otherwise = reactRouterPage('<h1>Hello</h1>').replace(
      '!window.history.state.key',
      '!window.history.state?.key',
    );
    await expect(
      runHtmlPipeline(memoryStore({ '/contact': otherwise }, siteFiles).store, HTML_TRANSFORMS),
    ).rejects.toThrow(
      /"history key" requires exactly one React Router's <ScrollRestoration> script .* in the page \/contact/,
    );
  });
});
