import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site';
import { listPages } from './built-pages';
import { escapeXml } from '../tooling/escape-xml';

/**
 * sitemap.xml, robots.txt and the web manifest, written into the build from the prerendered
 * pages and the content. URLs use SITE_URL when set at build time, else content siteUrl.
 */
const origin = (process.env.SITE_URL || site.siteUrl).replace(/\/$/, '');

/** A page belongs in the sitemap when it is indexable and is its own canonical URL. */
function isCanonical(buildDir: string, page: string): boolean {
  const html = readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
  if (/<meta name="robots" content="noindex"/.test(html)) return false;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return !canonical || decodeURI(new URL(canonical).pathname) === page;
}

export function writeSeoFiles(buildDir: string): string {
  const pages = listPages(buildDir).filter((page) => page !== '/404' && isCanonical(buildDir, page));
  const today = new Date().toISOString().slice(0, 10);
  const urls = pages.map(
    (page) => `  <url><loc>${escapeXml(origin + encodeURI(page))}</loc><lastmod>${today}</lastmod></url>`,
  );
  writeFileSync(
    path.join(buildDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(buildDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  const manifest = {
    name: site.practiceName,
    short_name: site.shortName,
    description: site.tagline,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0f766e',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
  writeFileSync(path.join(buildDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
  return `sitemap.xml (${pages.length} pages), robots.txt, manifest.webmanifest`;
}
