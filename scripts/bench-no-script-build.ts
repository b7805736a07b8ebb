import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A page as a browser with JavaScript off gets it: no `<script>` element, and what `<noscript>` holds parsed as
 * markup (the full stylesheet's link among it). Lighthouse cannot audit a tab with scripting off (it needs the
 * debugger), so `npm run bench` audits this HTML instead, to tell how much of a page's TBT is JavaScript at all.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, '$1')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * A copy of the prerendered site at `clientDir` whose pages are `withoutScripts`, compressed as the build's are,
 * in <tmpdir>/clinic-bench-no-script (rewritten at each call). Returns its folder, for serveBuild.
 */
export function noScriptBuild(clientDir: string): string {
  const dir = path.join(os.tmpdir(), 'clinic-bench-no-script');
  rmSync(dir, { recursive: true, force: true });
  cpSync(clientDir, dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = Buffer.from(withoutScripts(readFileSync(file, 'utf8')));
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return dir;
}
