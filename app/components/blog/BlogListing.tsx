import { blogPage } from '@content/blog-page';
import type { BlogFrontmatter } from '@content/schema/blog';
import { fill } from '@content/ui';
import { useMemo, useState } from 'react';
import { posts as allPosts } from '~/content/blog';
import { useDebounced, useSearchEngine } from '~/components/search/useSearchEngine';
import { CategoryList, ContactCard, PopularPosts, TagCloud } from './BlogSidebar';
import { PostCard } from './PostCard';
import { SidebarSearch } from './SidebarSearch';

interface BlogListingProps {
  /** The posts listed before any search (the newest six). */
  posts: BlogFrontmatter[];
  side: 'left' | 'right';
}

/** A two-column grid of post cards and a sidebar (search, categories, popular posts, tags, contact). */
export function BlogListing({ posts, side }: BlogListingProps) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), 150);
  const { state, load } = useSearchEngine();

  const filtered = useMemo(() => {
    if (!settled || state.status !== 'ready') return undefined;
    const urls = state.engine.search(settled, { kinds: ['post'], limit: allPosts.length }).map((hit) => hit.doc.url);
    return urls.map((url) => allPosts.find((post) => `/blog/${post.slug}` === url)).filter((post) => post !== undefined);
  }, [settled, state]);

  const shown = filtered ?? posts;
  const status = !settled
    ? ''
    : state.status === 'failed'
      ? blogPage.filter.failed
      : !filtered
        ? blogPage.filter.loading
        : filtered.length === 0
          ? fill(blogPage.filter.none, { query: settled })
          : filtered.length === 1
            ? fill(blogPage.filter.one, { query: settled })
            : fill(blogPage.filter.results, { count: filtered.length, query: settled });

  return (
    <div
      className={`container-page grid gap-10 py-14 ${side === 'left' ? 'lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]' : 'lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]'}`}
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-semibold text-ink" data-testid="blog-filter-status">
            {status}
          </p>
          {settled && (
            <button type="button" onClick={() => setQuery('')} className="btn btn-outline min-h-10 py-1.5 text-sm">
              {blogPage.filter.clear}
            </button>
          )}
        </div>
        <ul id="blog-posts" className={`grid gap-8 md:grid-cols-2 ${settled ? 'mt-4' : ''}`}>
          {shown.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
      <aside aria-label={blogPage.sidebar.label} className={`space-y-8 ${side === 'left' ? 'lg:order-first' : ''}`}>
        <SidebarSearch value={query} onChange={setQuery} onFirstUse={() => state.status === 'idle' && load()} />
        <CategoryList />
        <PopularPosts />
        <TagCloud />
        <ContactCard />
      </aside>
    </div>
  );
}
