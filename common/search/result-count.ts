import { blogPage } from '../../content/blog-page';
import { fill } from '../../content/ui';

/** "1 result", "4 results" (announced in the live region). */
export function resultCount(count: number): string {
  return count === 1 ? blogPage.search.oneResult : fill(blogPage.search.resultsCount, { count });
}
