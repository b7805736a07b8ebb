import { blogPage } from '@content/blog-page';
import type { PostCardData } from '@content/schema/blog';
import { fill } from '@content/ui';
import { useMemo, useState } from 'react';
import { answered, useDebounced, useSearchEngine } from '~/components/search/useSearchEngine';
import type { SidebarData } from '~/content/blog.server';
import { CategoryList, ContactCard, PopularPosts, TagCloud } from './BlogSidebar';
import { PageNav, type PagePlace } from './PageNav';
import { PostCard } from './PostCard';
import { SidebarSearch } from './SidebarSearch';

interface BlogListingProps extends PagePlace {
  /** This page's posts, listed before any search. */
  posts: PostCardData[];
  side: 'left' | 'right';
  sidebar: SidebarData;
}

/**
 * At most this many posts listed for one search, the best first (their cards come with the search index:
 * tooling/search-index.ts).
 */
const FILTER_LIMIT = 60;

/**
 * A two-column grid of post cards, the page links, and a sidebar (search, categories, popular posts, tags, contact).
 */
export function BlogListing({ posts, side, sidebar, ...place }: BlogListingProps) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), 150);
  const { state, load } = useSearchEngine();

  const filtered = useMemo(() => {
    if (!settled || state.status !== 'ready') return undefined;
    const cards = state.engine
      .search(settled, { kinds: ['post'], limit: FILTER_LIMIT })
      .map((hit) => hit.doc.card)
      .filter((card) => card !== undefined);
    return answered(state, cards.length) ? cards : undefined;
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
        {!filtered && <PageNav {...place} />}
      </div>
      <aside aria-label={blogPage.sidebar.label} className={`space-y-8 ${side === 'left' ? 'lg:order-first' : ''}`}>
        <SidebarSearch value={query} onChange={setQuery} onFirstUse={() => state.status === 'idle' && load()} />
        <CategoryList categories={sidebar.categories} />
        <PopularPosts popular={sidebar.popular} />
        <TagCloud tags={sidebar.tags} />
        <ContactCard />
      </aside>
    </div>
  );
}
