import type { Config } from '@react-router/dev/config';
import { listPosts, taxonomySlug } from './tooling/content-index';

/**
 * Static site: every page is prerendered to HTML at build time and hydrates into one app
 * (docs/decisions/0001-framework.md). The form service (server/) serves the files.
 */
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    const posts = listPosts();
    const categories = new Set(posts.flatMap((post) => post.categories.map(taxonomySlug)));
    const tags = new Set(posts.flatMap((post) => post.tags.map(taxonomySlug)));
    return [
      ...getStaticPaths(),
      ...posts.map((post) => `/blog/${post.slug}`),
      ...[...categories].map((slug) => `/blog/category/${slug}`),
      ...[...tags].map((slug) => `/blog/tag/${slug}`),
      // The server answers unknown paths with this page and status 404.
      '/404',
    ];
  },
} satisfies Config;
