import { privacyLanguages, privacyPath } from '../../content/privacy';
import { site } from '../../content/site';
import { prerenderedPaths, specRoutes, specServicePaths, urlOf } from './site-pages';
import { expect, test } from './suite-test';

// The HTML as fetched without JavaScript: what a search engine, a slow phone or a failed script sees.
test.describe('prerendered HTML', () => {
  test.skip(({ viewport }) => viewport?.width !== 1440, 'HTML does not depend on the viewport');

  test('every spec route and both doctor pages are prerendered', () => {
    const pages = prerenderedPaths();
    for (const route of [...specRoutes, ...specServicePaths, ...site.doctors.map((doctor) => `/${doctor.slug}`)])
      expect(pages).toContain(route);
  });

  for (const page of prerenderedPaths()) {
    test(`${page} has lang, its title, one h1 and (inner pages) the breadcrumb`, async ({ request }) => {
      const response = await request.get(urlOf(page));
      expect(response.status()).toBe(200);
      const html = await response.text();
      // English, but for the privacy notice in another language (/privacy/hi, /privacy/kn).
      const lang = privacyLanguages.find((language) => privacyPath(language.code) === page)?.code ?? 'en';
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(html).toMatch(new RegExp(`<title>${site.practiceName} \\| [^<]+</title>`));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const isHome = ['/', '/home2', '/home3'].includes(page);
      if (isHome) expect(html).toContain(`<title>${site.practiceName} | Home</title>`);
      else {
        expect(html).toMatch(/<nav aria-label="Breadcrumb"/);
        expect(html).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${site.practiceName}</a>`));
      }
      expect(html).not.toMatch(/\[[A-Z][a-z]+( [a-z]+)*\]/); // no bracketed template placeholder
    });
  }

  test('an unknown path answers 404 with the 404 page', async ({ request }) => {
    const response = await request.get('/no-such-page-here');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('404');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>((?!<\/a>).)*Back To Home<\/a>/s);
  });
});
