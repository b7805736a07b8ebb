import { blogPage } from '../blog-page';
import { categoryPath, laterPagePaths, tagPath } from '../helpers';
import { listPosts } from './collections';

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
  return {
    grid: laterPagePaths('/blog_grid', posts.length, gridPerPage),
    leftSidebar: laterPagePaths('/blog_left_sidebar', posts.length, listPerPage),
    rightSidebar: laterPagePaths('/blog_right_sidebar', posts.length, listPerPage),
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
