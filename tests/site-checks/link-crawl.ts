import type { FastifyInstance } from 'fastify';

/** Every internal URL a page links to or loads (href, src, srcset), without its #fragment; form endpoints left out. */
export function internalUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const url = match[1]!.replace(/&amp;/g, '&');
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split('#')[0]!);
  }
  for (const match of html.matchAll(/\ssrcset="([^"]+)"/g))
    for (const part of match[1]!.split(',')) urls.add(part.trim().split(/\s+/)[0]!);
  return [...urls].filter((url) => url && !url.startsWith('/api/'));
}

/**
 * Crawls the pages' internal links through the server: every link that does not answer 200, as "page -> url (status)",
 * and how many URLs were asked.
 */
export async function brokenLinks(
  app: FastifyInstance,
  pages: Array<[string, string]>,
): Promise<{ broken: string[]; checked: number }> {
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const [page, html] of pages) {
    for (const url of internalUrls(html)) {
      if (!checked.has(url))
        checked.set(url, (await app.inject({ method: 'GET', url: encodeURI(decodeURI(url)) })).statusCode);
      if (checked.get(url) !== 200) broken.push(`${page} -> ${url} (${checked.get(url)})`);
    }
  }
  return { broken, checked: checked.size };
}
