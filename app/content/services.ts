import type { ServiceFrontmatter } from '@content/schema/service';
import { servicePath } from './service-paths';

export { servicePath };
/** What cards, menus and selects need of a service: its frontmatter without the lists. */
export type ServiceCard = Omit<ServiceFrontmatter, 'conditions' | 'treatments' | 'whenToSeeDoctor' | 'emergencySigns'>;

// Validated at build by tooling/content-plugin.ts; the lists and bodies come through loaders.
const modules = import.meta.glob<ServiceCard>('/content/services/*.md', { query: '?card', import: 'default', eager: true });

/** The twelve services, in menu order. */
export const services: ServiceCard[] = Object.values(modules).sort((a, b) => a.order - b.order);


export function findServiceByPath(pathname: string): ServiceCard | undefined {
  const slug = decodeURIComponent(pathname).replace(/^\/|\/$/g, '');
  return services.find((service) => service.slug === slug);
}
