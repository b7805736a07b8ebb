// The browser modules of tooling/content-plugin.ts.

declare module 'virtual:content/service-options' {
  import type { ServiceOption } from '@content/schema/service';
  /** Every service, in menu order. */
  const serviceOptions: ServiceOption[];
  export default serviceOptions;
}

declare module 'virtual:content/posts' {
  import type { BlogFrontmatter } from '@content/schema/blog';
  /** The published posts, newest first. */
  const posts: BlogFrontmatter[];
  export default posts;
}
