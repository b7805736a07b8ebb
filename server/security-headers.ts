import type { FastifyInstance } from 'fastify';
import { absoluteOrigin } from './content';

/**
 * Security headers on every response. The Content-Security-Policy allows no inline script
 * except, per page, the exact inline scripts the build wrote into that page (their sha256 hashes,
 * collected at start by the build index).
 */

export interface CspSources {
  /** The embedded map's URL (site.contact.mapEmbedUrl): its origin becomes frame-src. */
  mapEmbedUrl: string;
  /** Where forms post (site.formActions): absolute ones add their origin to form-action. */
  formActions: readonly string[];
}

export interface Csp {
  /** The policy for a page whose inline scripts have these hashes. */
  forScripts(hashes: readonly string[]): string;
  /** The policy of every response that is not a built page (no inline script at all). */
  readonly base: string;
}

export function createCsp({ mapEmbedUrl, formActions }: CspSources): Csp {
  const frameOrigin = absoluteOrigin(mapEmbedUrl);
  const formOrigins = [
    ...new Set(formActions.map(absoluteOrigin).filter((origin): origin is string => origin !== null)),
  ];
  // Fonts, fetches and media fall back to default-src 'self': naming them again would only lengthen a header that
  // shares the page's first round trip.
  const rest = [
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    `frame-src ${frameOrigin ?? "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formOrigins].join(' ')}`,
    "object-src 'none'",
  ];
  const forScripts = (hashes: readonly string[]) =>
    ["default-src 'self'", `script-src ${["'self'", ...hashes].join(' ')}`, ...rest].join('; ');
  return { forScripts, base: forScripts([]) };
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // No `interest-cohort`: FLoC is gone, and Chromium reports the name as an unrecognized feature.
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  // No other site may embed our files (images, scripts, pages) in its pages.
  'cross-origin-resource-policy': 'same-origin',
};

/** Referrer policies stricter than the site's that a page may set for itself (its URL holds a private token). */
const STRICTER_REFERRER = new Set(['no-referrer', 'same-origin']);

/**
 * Adds the headers to every response, keeping a page-specific CSP set by the static handler and a stricter referrer
 * policy set by a page reached by a private link (server/private-page.ts: its token must not leave in a Referer;
 * `same-origin` where the page posts a form, which `no-referrer` would send with Origin: null, refused as cross-site).
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: Csp): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
      if (!(name === 'referrer-policy' && STRICTER_REFERRER.has(String(reply.getHeader(name)))))
        reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp.base);
    return payload;
  });
}
