import { prerender } from 'react-dom/static';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Every page is prerendered at build time (react-router.config.ts); nothing is rendered per
 * request. React Router's default entry streams the shell and finishes each Suspense boundary
 * later with inline scripts, which suits a live server; a static page would keep fallbacks
 * swapped by script (and scripts the Content-Security-Policy must hash). React's `prerender`
 * waits for every boundary, so each page's HTML is complete. A render error fails the build
 * instead of shipping a page that only renders in the browser.
 *
 * Even `prerender` moves a finished boundary out of its place when the bytes before and in it pass
 * `progressiveChunkSize` (12,800 by default): into a hidden <div> that an inline script swaps in, so
 * without JavaScript the page's main content stayed hidden. No chunk limit, so every boundary is
 * written in its place (the main content's boundary: docs/decisions/0065-hydrate-in-two-passes.md).
 */
const IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    ...IN_PLACE,
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw errors[0];
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(prelude, { status, headers });
}
