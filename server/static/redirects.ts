import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hiddenPageRedirects } from '../../content/page-registry';

/**
 * Permanent redirects of the build: the showcase pages a clinic's launch profile leaves out, and the pages a switch
 * hides, each to its real page (content/page-registry.ts). The build writes them to build/client/_redirects, one
 * "from to 301" a line, the format static hosts (Netlify, Cloudflare Pages) read; the form service reads the same
 * file, so what it answers is what the build drew.
 */
export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECTS_FILE = '_redirects';

export function formatRedirects(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** Writes the build's _redirects (a post-build step, scripts/postbuild.ts) and says what it wrote. */
export function writeRedirects(buildDir: string, redirects: readonly Redirect[] = hiddenPageRedirects()): string {
  writeFileSync(path.join(buildDir, REDIRECTS_FILE), formatRedirects(redirects));
  return `${REDIRECTS_FILE}: ${redirects.length} hidden paths answer 301`;
}

export function readRedirects(buildDir: string): Redirect[] {
  const file = path.join(buildDir, REDIRECTS_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from?.startsWith('/') && to?.startsWith('/') && status === '301')
    .map(([from, to]) => ({ from: from!, to: to! }));
}

/** GET (and HEAD) of each `from`, with or without a trailing slash, answers 301 to `to`, the query kept. */
export function registerRedirects(app: FastifyInstance, redirects: readonly Redirect[]): void {
  for (const { from, to } of redirects) {
    for (const url of new Set([from, `${from}/`])) {
      app.get(url, (request, reply) => {
        const queryAt = request.url.indexOf('?');
        return reply.redirect(queryAt === -1 ? to : `${to}${request.url.slice(queryAt)}`, 301);
      });
    }
  }
}
