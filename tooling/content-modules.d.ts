// The browser modules of tooling/content-plugin.ts.

declare module 'virtual:content/service-options' {
  import type { ServiceOption } from '@content/schema/service';
  /** Every service, in menu order. */
  const serviceOptions: ServiceOption[];
  export default serviceOptions;
}
