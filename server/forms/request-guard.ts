import type { FastifyRequest } from 'fastify';

/**
 * Cross-site request refusal for form posts. A post is refused when the browser says it comes
 * from another site (Sec-Fetch-Site: cross-site) or its Origin is not the site's: with SITE_URL
 * set, only that origin; without it, the request's own Host. (A Host match alone is what DNS
 * rebinding fakes, so a deployed site sets SITE_URL.) A post without Origin (curl, very old
 * browsers) is accepted: the rate limit and the validation still apply.
 */

/**
 * With SITE_URL: true when `url`'s origin is SITE_URL. Without: when `url`'s host (with port) is the request's own
 * Host.
 */
export function isOwnOrigin(url: string, request: FastifyRequest, siteUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (siteUrl) return parsed.origin === siteUrl;
  const host = request.host;
  if (!host) return false;
  try {
    return new URL(`${parsed.protocol}//${host}`).host === parsed.host;
  } catch {
    return false;
  }
}

export function isCrossSitePost(request: FastifyRequest, siteUrl?: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !isOwnOrigin(origin, request, siteUrl);
}

/**
 * The path (and query) of a same-origin Referer, for a "back" link; null otherwise. Only a path
 * that begins with one `/`: `//host/x` (or `/\host`, which browsers read alike) would be a link
 * to another site.
 */
export function sameOriginReferer(request: FastifyRequest, siteUrl?: string): string | null {
  const referer = request.headers.referer;
  if (!referer || !isOwnOrigin(referer, request, siteUrl)) return null;
  const url = new URL(referer);
  if (!/^\/(?![/\\])/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
