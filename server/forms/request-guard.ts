import type { FastifyRequest } from 'fastify';

/**
 * Cross-site request refusal for form posts. A post is refused when the browser says it comes
 * from another site (Sec-Fetch-Site: cross-site) or its Origin is neither this host's own origin
 * nor SITE_URL. A post without Origin (curl, very old browsers) is accepted: the rate limit and
 * the validation still apply.
 */

/** True when `url`'s host (with port) is the request's own Host, or `url`'s origin is SITE_URL. */
export function isOwnOrigin(url: string, request: FastifyRequest, siteUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (siteUrl && parsed.origin === siteUrl) return true;
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

/** The path (and query) of a same-origin Referer, for a "back" link; null otherwise. */
export function sameOriginReferer(request: FastifyRequest, siteUrl?: string): string | null {
  const referer = request.headers.referer;
  if (!referer || !isOwnOrigin(referer, request, siteUrl)) return null;
  const url = new URL(referer);
  return `${url.pathname}${url.search}`;
}
