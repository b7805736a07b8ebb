import { renderToStringAsync } from 'preact-render-to-string';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Renders each page to HTML at build time (every page is prerendered; there is no server
 * rendering at request time). Preact's string renderer waits for lazy parts, so the HTML is
 * complete, and it writes the tree exactly as the browser's hydration expects it.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${intoBody(html)}`, { status, headers });
}

/**
 * React Router renders the scripts that hand the page's data to the browser after the app, so
 * after `</html>`. React's renderer writes them before the closing tags; Preact's does not.
 * Put them at the end of the body, where browsers would move them anyway, so the page is valid.
 */
function intoBody(html: string): string {
  const end = '</body></html>';
  const at = html.lastIndexOf(end);
  if (at === -1) return html;
  return html.slice(0, at) + html.slice(at + end.length) + end;
}
