import type { ServiceFrontmatter } from '@content/schema/service';

/** A service page's path. Apart from app/content/services.ts, so a card's link does not load every card. */
export function servicePath(service: Pick<ServiceFrontmatter, 'slug'>): string {
  return `/${service.slug}`;
}
