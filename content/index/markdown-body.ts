import type { Root as HastRoot } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const markdownToHast = unified().use(remarkParse).use(remarkRehype);

/**
 * A Markdown body as a HAST tree (no raw HTML: remark-rehype drops it), rendered by one component
 * map in app/components/markdown and read as plain text by the search index. Build time only.
 */
export function markdownBody(markdown: string): HastRoot {
  const tree = markdownToHast.runSync(markdownToHast.parse(markdown)) as HastRoot;
  // Positions are only useful to editors; dropping them keeps the data small.
  return JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));
}
