import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { categoryPath, postPath, tagPath } from './content/helpers';
import { laterListingPages } from './content/index/blog-listings';
import { listPosts } from './content/index/collections';

/**
 * Static site: every page is prerendered to HTML at build time and hydrates into one app
 * (docs/decisions/0001-framework.md). The form service (server/) serves the files.
 */
export default {
  ssr: false,
  // BUILD_DIR names the client folder of another build (the 300-post fixture: scripts/build-many-posts.ts), as the
  // server reads it.
  buildDirectory: process.env.BUILD_DIR ? path.dirname(path.resolve(process.env.BUILD_DIR)) : 'build',
  async prerender({ getStaticPaths }) {
    const posts = listPosts();
    return [
      // Every route without a parameter: the pages, the doctors, the services, each language of the privacy notice.
      ...getStaticPaths(),
      ...posts.map(postPath),
      ...new Set(posts.flatMap((post) => post.categories.map(categoryPath))),
      ...new Set(posts.flatMap((post) => post.tags.map(tagPath))),
      // The listings' later pages: /blog_grid/page/2, ... (docs/decisions/0023-blog-pages-carry-their-own-posts.md).
      ...Object.values(laterListingPages()).flat(),
      // The server answers unknown paths with this page and status 404.
      '/404',
    ];
  },
} satisfies Config;
