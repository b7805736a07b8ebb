import type { ServiceFrontmatter } from '@content/schema/service';

/** What a form's service select needs of a service: apart from app/content/services.ts so a form does not load the cards. */
export type ServiceOption = Pick<ServiceFrontmatter, 'slug' | 'label' | 'order'>;

// Validated at build by tooling/content-plugin.ts (`?option`: slug, label and order only).
const modules = import.meta.glob<ServiceOption>('/content/services/*.md', { query: '?option', import: 'default', eager: true });

/** The twelve services, in menu order, as a select lists them. */
export const serviceOptions: ServiceOption[] = Object.values(modules).sort((a, b) => a.order - b.order);
