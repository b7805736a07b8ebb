import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_STYLE_ATTRIBUTE } from '../common/build-contract';

/**
 * What a first visit to each prerendered page downloads, in gzip bytes, read from the build:
 * the HTML, the JavaScript it preloads and imports, its stylesheets, preloaded fonts, and the
 * images it loads eagerly. Used by the byte-budget test and by `npm run bench`.
 */
export interface PageWeight {
  page: string;
  html: number;
  js: number;
  css: number;
  fonts: number;
  images: number;
  total: number;
}

export interface Budgets {
  homeJs: number;
  textPageJs: number;
  css: number;
  total: number;
}

/**
 * The project's bars for first-load JavaScript and CSS, in gzip bytes (docs/decisions/0011-react-runtime.md):
 * React DOM and React Router alone weigh about 109 KB, so a home layout gets 160 KB and any
 * other page 145 KB, room for the chrome and the page but not for a second framework.
 */
export const DESIGN_BARS: Budgets = {
  homeJs: 160 * 1024,
  textPageJs: 145 * 1024,
  css: 30 * 1024,
  total: Infinity,
};

/**
 * What `npm test` enforces, in gzip bytes: the bars above, plus a total of everything on first
 * view together, which is ours (today's heaviest page, a home layout, is about 255 KB).
 */
export const BUDGETS: Budgets = {
  ...DESIGN_BARS,
  total: 300 * 1024,
};

export const HOME_PAGES = ['/', '/home2', '/home3'];

const sizes = new Map<string, number>();

function gzipSize(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
    sizes.set(file, size);
  }
  return size;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * Every chunk a page's module scripts load before they run: the entry points and, recursively,
 * their static imports (`import ... from "./x.js"`, not `import("./x.js")`, which loads later).
 */
function moduleGraph(buildDir: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(buildDir, url);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g))
      queue.push(path.posix.join(path.posix.dirname(url), match[1]!));
  }
  return seen;
}

const pageHtml = (buildDir: string, page: string) =>
  readFileSync(path.join(buildDir, page === '/' ? '' : page, 'index.html'), 'utf8');
const linkTags = (html: string) => [...html.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);

/** The JavaScript files (by URL) a page loads before it hydrates. */
export function pageScripts(buildDir: string, page: string, html = pageHtml(buildDir, page)): Set<string> {
  return moduleGraph(buildDir, [
    ...linkTags(html)
      .filter((tag) => /rel="modulepreload"/.test(tag))
      .map((tag) => attr(tag, 'href')!),
    // The inline module script: `import "/assets/..."`, `from "/assets/..."` and the entry's `import("/assets/...")`.
    ...[...html.matchAll(/(?:import |from |import\()"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ]);
}

export function pageWeight(buildDir: string, page: string): PageWeight {
  const html = pageHtml(buildDir, page);
  const file = (url: string) => path.join(buildDir, decodeURI(url.split(/[?#]/)[0]!));
  // Each file once: a page may name one by two URLs (`entry.css#`, `entry.css`: scripts/html-pipeline/critical-css.ts).
  const sum = (urls: Iterable<string>) =>
    [...new Set([...urls].map(file))].reduce((total, f) => total + gzipSize(f), 0);

  const links = linkTags(html);
  const scripts = pageScripts(buildDir, page, html);
  const styles = links.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attr(tag, 'href')!);
  const fonts = links.filter((tag) => /as="font"/.test(tag)).map((tag) => attr(tag, 'href')!);
  const images = [
    ...links.filter((tag) => /as="image"/.test(tag)).map((tag) => attr(tag, 'href')!),
    ...[...html.matchAll(/<img\s[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/loading="lazy"/.test(tag))
      .map((tag) => attr(tag, 'src')!),
  ].filter(Boolean);

  // A route stylesheet written into the page (scripts/html-pipeline/route-styles.ts) counts once, as CSS.
  const htmlWithoutInlinedStyles = html.replace(
    new RegExp(`<style ${ROUTE_STYLE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>`, 'g'),
    '',
  );
  const weight = {
    page,
    html: gzipSync(htmlWithoutInlinedStyles, { level: 9 }).length,
    js: sum(scripts),
    css: sum(styles),
    fonts: sum(fonts),
    images: sum(images),
  };
  return { ...weight, total: weight.html + weight.js + weight.css + weight.fonts + weight.images };
}

/** The budget problems of one page, as sentences; none when it is within every budget. */
export function budgetProblems(weight: PageWeight, budgets: Budgets = BUDGETS): string[] {
  const jsBudget = HOME_PAGES.includes(weight.page) ? budgets.homeJs : budgets.textPageJs;
  const problems: string[] = [];
  if (weight.js > jsBudget) problems.push(`${weight.page}: JavaScript ${kb(weight.js)} > ${kb(jsBudget)}`);
  if (weight.css > budgets.css) problems.push(`${weight.page}: CSS ${kb(weight.css)} > ${kb(budgets.css)}`);
  if (weight.total > budgets.total) problems.push(`${weight.page}: total ${kb(weight.total)} > ${kb(budgets.total)}`);
  return problems;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
