import { blogPage } from '@content/blog-page';
import { Search } from 'lucide-react';
import { SidebarBox } from './BlogSidebar';

interface SidebarSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Called on first focus: time to load the search index. */
  onFirstUse: () => void;
}

const text = blogPage.sidebar;

/**
 * The sidebar's search box: without JavaScript it submits to /search; with JavaScript it filters
 * the posts beside it as you type (and on submit) through the site's search index.
 */
export function SidebarSearch({ value, onChange, onFirstUse }: SidebarSearchProps) {
  return (
    <SidebarBox id="sidebar-search" title={text.searchTitle}>
      <form
        method="get"
        action="/search"
        role="search"
        aria-label={text.searchLabel}
        onSubmit={(event) => {
          event.preventDefault();
          onFirstUse();
          onChange(String(new FormData(event.currentTarget).get('q') ?? ''));
        }}
        className="flex gap-2"
      >
        <label htmlFor="blog-search-q" className="sr-only">
          {text.searchLabel}
        </label>
        <input
          id="blog-search-q"
          name="q"
          type="search"
          required
          autoComplete="off"
          value={value}
          onFocus={onFirstUse}
          onChange={(event) => onChange(event.target.value)}
          placeholder={text.searchPlaceholder}
          aria-controls="blog-posts"
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-primary shrink-0 px-4">
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only">{text.searchSubmit}</span>
        </button>
      </form>
    </SidebarBox>
  );
}
