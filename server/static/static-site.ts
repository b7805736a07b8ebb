import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../accept-encoding';
import type { Csp } from '../security-headers';
import { REVALIDATE, requestPath, type BuildIndex, type StaticFile } from './build-index';

/**
 * Serves the prerendered site from the build index: `/about` and `/about/` answer
 * about/index.html (no redirect), paths are percent-decoded, precompressed .br/.gz siblings are
 * sent to clients that accept them (anything else is compressed on the fly by @fastify/compress),
 * hashed assets are cached for a year, everything else revalidates by ETag.
 * Any other path answers 404 with the site's 404 page.
 */

/** Files up to this size are kept in memory after the first read. */
const CACHE_LIMIT = 512 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Rewrites a prerendered page for its query (a booking form's preselected choice), or null to serve the file as built.
 */
export type PageRewrite = (urlPath: string, query: URLSearchParams, html: string) => string | null;

/**
 * Registers the site's files (GET /*) and returns the handler, for routes that answer some requests of a built path
 * themselves (GET /search?q=…).
 */
export function registerStaticSite(
  app: FastifyInstance,
  index: BuildIndex,
  csp: Csp,
  rewrite?: PageRewrite,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const cache = new Map<string, Buffer>();
  const pageCsp = new Map<StaticFile, string>();
  for (const file of index.files.values()) if (file.html) pageCsp.set(file, csp.forScripts(file.scriptHashes));
  const notFoundCsp = csp.forScripts(index.notFound.scriptHashes);

  async function body(filePath: string, size: number): Promise<Buffer | NodeJS.ReadableStream> {
    if (size > CACHE_LIMIT) return createReadStream(filePath);
    let buffer = cache.get(filePath);
    if (!buffer) {
      buffer = await readFile(filePath);
      cache.set(filePath, buffer);
    }
    return buffer;
  }

  function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('application/json')) {
      return reply.code(404).header('cache-control', 'no-store').send({ ok: false, error: 'Not found.' });
    }
    return reply
      .code(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', notFoundCsp)
      .send(index.notFound.body);
  }

  async function serveBuilt(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const urlPath = requestPath(request.url);
    const file = urlPath === null ? undefined : index.files.get(urlPath);
    if (!file || urlPath === '/404' || urlPath === '/404/' || urlPath === '/404/index.html')
      return sendNotFound(request, reply);

    reply.header('content-type', file.contentType).header('cache-control', file.cacheControl).header('etag', file.etag);
    const policy = pageCsp.get(file);
    if (policy) reply.header('content-security-policy', policy);
    if (COMPRESSIBLE.test(file.contentType)) reply.header('vary', 'accept-encoding');

    const queryAt = request.url.indexOf('?');
    if (rewrite && file.html && queryAt !== -1) {
      const page = rewrite(
        urlPath!,
        new URLSearchParams(request.url.slice(queryAt + 1)),
        await readFile(file.path, 'utf8'),
      );
      if (page !== null) return reply.removeHeader('etag').send(page);
    }

    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag)) {
      return reply.code(304).send();
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'], file);
    const variant = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gz : undefined;
    try {
      if (variant && encoding) {
        reply.header('content-encoding', encoding);
        return reply.send(await body(variant.path, variant.size));
      }
      return reply.send(await body(file.path, file.size));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        reply.removeHeader('content-encoding');
        return sendNotFound(request, reply);
      }
      throw error;
    }
  }

  app.get('/*', serveBuilt);
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
  return serveBuilt;
}
