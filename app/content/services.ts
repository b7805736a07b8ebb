import type { ServiceFrontmatter } from '@content/schema/service';

// Frontmatter only (validated at build by tooling/content-plugin.ts); bodies come through loaders.
const modules = import.meta.glob<ServiceFrontmatter>('/content/services/*.md', { query: '?frontmatter', import: 'default', eager: true });

/** The twelve services, in menu order. */
export const services: ServiceFrontmatter[] = Object.values(modules).sort((a, b) => a.order - b.order);

export function servicePath(service: Pick<ServiceFrontmatter, 'slug'>): string {
  return `/${service.slug}`;
}

export function findServiceByPath(pathname: string): ServiceFrontmatter | undefined {
  const slug = decodeURIComponent(pathname).replace(/^\/|\/$/g, '');
  return services.find((service) => service.slug === slug);
}
