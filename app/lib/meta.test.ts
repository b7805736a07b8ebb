import { homeVariants } from '@content/home';
import { pages } from '@content/pages';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta';

/** The JSON-LD records a page's meta carries, in order. */
function records(meta: ReturnType<typeof pageMeta>): Array<Record<string, unknown>> {
  return meta.flatMap((descriptor) =>
    'script:ld+json' in descriptor ? [descriptor['script:ld+json'] as Record<string, unknown>] : [],
  );
}
const recordTypes = (meta: ReturnType<typeof pageMeta>) => records(meta).map((record) => record['@type']);

describe('pageMeta structured data', () => {
  it('gives every home layout of content/home.ts the MedicalClinic record and no breadcrumb', () => {
    for (const [path, variant] of Object.entries(homeVariants)) {
      expect(recordTypes(pageMeta({ ...pages[variant.routeId], path })), path).toEqual(['MedicalClinic']);
    }
  });

  it('gives the MedicalClinic record to the pages whose content says they describe the clinic, and a breadcrumb to every inner page', () => {
    expect(recordTypes(pageMeta({ ...pages.contact, path: '/contact' }))).toEqual(['MedicalClinic', 'BreadcrumbList']);
    expect(recordTypes(pageMeta({ ...pages.about, path: '/about' }))).toEqual(['BreadcrumbList']);
    expect(recordTypes(pageMeta({ ...pages.about, describesClinic: true, path: '/about' }))).toEqual([
      'MedicalClinic',
      'BreadcrumbList',
    ]);
  });

  it('decides the breadcrumb by the page data, not by the title', () => {
    const [breadcrumb] = records(pageMeta({ title: 'Home', description: pages.about.description, path: '/about' }));
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2, name: 'Home' }],
    });
  });
});
