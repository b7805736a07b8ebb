import { blogPage } from '../blog-page';
import { categoryPath, laterPagePaths, tagPath } from '../helpers';
import { listPosts } from './collections';
import { livePages } from '../page-registry';

/**
 * The blog listings' pages after the first (/blog_grid/page/2, /blog/tag/exercise/page/2, ...), by
 * listing, from the published posts: the prerender list (react-router.config.ts) and the routes
 * (app/routes.ts: a listing's page route exists while one of its listings has a page 2, as a
 * prerendered route with a loader must have a page to prerender).
 */
export interface LaterListingPages {
  grid: string[];
  leftSidebar: string[];
  rightSidebar: string[];
  category: string[];
  tag: string[];
}

/** Every label's later pages, by how many posts carry it. */
function labelPages(labels: string[], pathOf: (label: string) => string, perPage: number): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(pathOf(label), (counts.get(pathOf(label)) ?? 0) + 1);
  return [...counts].flatMap(([path, count]) => laterPagePaths(path, count, perPage));
}

export function laterListingPages(): LaterListingPages {
  const posts = listPosts();
  const { gridPerPage, listPerPage } = blogPage.pagination;
  // A listing that is not built (a showcase layout with the showcase off) has no later pages either.
  const live = new Set(livePages().map((page) => page.path));
  const pagesOf = (path: string, perPage: number) =>
    live.has(path) ? laterPagePaths(path, posts.length, perPage) : [];
  return {
    grid: pagesOf('/blog_grid', gridPerPage),
    leftSidebar: pagesOf('/blog_left_sidebar', listPerPage),
    rightSidebar: pagesOf('/blog_right_sidebar', listPerPage),
    category: labelPages(
      posts.flatMap((post) => post.categories),
      categoryPath,
      gridPerPage,
    ),
    tag: labelPages(
      posts.flatMap((post) => post.tags),
      tagPath,
      gridPerPage,
    ),
  };
}
