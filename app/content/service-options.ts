import type { ServiceOption } from '@content/schema/service';
import options from 'virtual:content/service-options';

export type { ServiceOption };

/** Every service, in menu order, as a select or a menu lists it (slug, label and order only). */
export const serviceOptions: ServiceOption[] = options;
