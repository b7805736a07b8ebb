import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageShellFrom, type PageShell } from '../page-shell';

/**
 * An index of the prerendered site, made once at start: every file under BUILD_DIR by its URL
 * path, with its type, caching, validator, precompressed siblings and (for HTML) the hashes of its
 * inline scripts for the Content-Security-Policy. Requests are answered only from this index, so
 * no request path ever reaches the file system: nothing outside BUILD_DIR can be served.
 * Rebuilding the site needs a restart of the service.
 */

export interface Variant {
  path: string;
  size: number;
}

export interface StaticFile {
  path: string;
  size: number;
  etag: string;
  contentType: string;
  cacheControl: string;
  html: boolean;
  /** 'sha256-...' of each inline <script> (HTML only). */
  scriptHashes: string[];
  br?: Variant;
  gz?: Variant;
}

export interface BuildIndex {
  buildDir: string;
  exists: boolean;
  files: Map<string, StaticFile>;
  /** The 404 page (BUILD_DIR/404/index.html) or a minimal fallback. */
  notFound: { body: Buffer; scriptHashes: string[] };
  /** Root-relative href of the site's stylesheet, from index.html's <link rel="stylesheet">. */
  stylesheet?: string;
  /** The site's chrome for the pages the service writes, from the 404 page (server/page-shell.ts). */
  shell?: PageShell;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webm': 'video/webm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Content-hashed folders whose files never change under the same name. */
const HASHED_PREFIXES = ['/assets/', '/img/'];

export const FALLBACK_404 = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>404 | Page Not Found</title></head>
<body><main><h1>404</h1><p>Page Not Found</p><p><a href="/">Back To Home</a></p></main></body></html>
`;

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A JSON data block (`<script type="application/ld+json">`): no browser runs it, so the CSP needs no hash of it. Every
 * other inline script is hashed, the held `text/plain` one too: its body is run later as a module script
 * (scripts/html-pipeline/defer-hydration.ts).
 */
const JSON_DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:[\w.+-]+\+)?json(?=["'\s]|$)/i;

/**
 * sha256 hashes (CSP source expressions) of the bodies of a page's inline scripts. The page's CSP header carries them
 * all, and it travels in the first round trip with the page: each is 55 bytes less of the page that fits in it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || JSON_DATA_BLOCK.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The href of the first <link rel="stylesheet"> of a page. */
export function stylesheetOf(html: string): string | undefined {
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel\s*=\s*["']?stylesheet\b/i.test(tag)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (href && href.startsWith('/') && !href.startsWith('//')) return href;
  }
  return undefined;
}

function walk(dir: string, base: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
    const full = path.join(dir, entry.name);
    const rel = base === '' ? entry.name : `${base}/${entry.name}`;
    if (entry.isDirectory()) walk(full, rel, out);
    else if (entry.isFile()) out.push(rel); // symbolic links are never followed
  }
}

export function indexBuild(buildDir: string): BuildIndex {
  const files = new Map<string, StaticFile>();
  if (!existsSync(buildDir) || !statSync(buildDir).isDirectory()) {
    return { buildDir, exists: false, files, notFound: { body: Buffer.from(FALLBACK_404), scriptHashes: [] } };
  }
  const relPaths: string[] = [];
  walk(buildDir, '', relPaths);
  const present = new Set(relPaths);
  let stylesheet: string | undefined;

  for (const rel of relPaths) {
    const isSibling = (rel.endsWith('.br') || rel.endsWith('.gz')) && present.has(rel.slice(0, -3));
    if (isSibling) continue;
    const full = path.join(buildDir, ...rel.split('/'));
    const stat = statSync(full);
    const urlPath = `/${rel}`;
    const html = rel.endsWith('.html');
    const text = html ? readFileSync(full, 'utf8') : '';
    if (rel === 'index.html') stylesheet = stylesheetOf(text);
    const variant = (ext: string): Variant | undefined => {
      if (!present.has(rel + ext)) return undefined;
      const variantPath = `${full}${ext}`;
      return { path: variantPath, size: statSync(variantPath).size };
    };
    const file: StaticFile = {
      path: full,
      size: stat.size,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      contentType: contentTypeOf(rel),
      cacheControl: HASHED_PREFIXES.some((prefix) => urlPath.startsWith(prefix)) ? IMMUTABLE : REVALIDATE,
      html,
      scriptHashes: html ? inlineScriptHashes(text) : [],
      br: variant('.br'),
      gz: variant('.gz'),
    };
    files.set(urlPath, file);
    if (rel === 'index.html') files.set('/', file);
    else if (rel.endsWith('/index.html')) {
      const dirPath = urlPath.slice(0, -'/index.html'.length);
      files.set(dirPath, file);
      files.set(`${dirPath}/`, file);
    }
  }

  const page404 = files.get('/404/index.html');
  const notFound = page404
    ? { body: readFileSync(page404.path), scriptHashes: page404.scriptHashes }
    : { body: Buffer.from(FALLBACK_404), scriptHashes: [] };
  const shell = page404 ? pageShellFrom(notFound.body.toString('utf8')) : undefined;
  return { buildDir, exists: true, files, notFound, stylesheet, shell };
}

/** The decoded path of a request URL (query dropped), or null when it cannot be decoded. */
export function requestPath(url: string): string | null {
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return null;
  return decoded;
}
