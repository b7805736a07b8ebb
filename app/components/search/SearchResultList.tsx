import { blogPage } from '@content/blog-page';
import { type KeyboardEvent, type Ref, useRef } from 'react';
import { Link } from 'react-router';
import type { SearchHit } from './engine';
import { excerpt, highlight } from '@common/search/highlight';
import { Marked } from '@common/search/Marked';

interface SearchResultListProps {
  hits: SearchHit[];
  id?: string;
  label: string;
  /** Called with ArrowUp on the first result (e.g. to put focus back in the search field). */
  onExitTop?: () => void;
  /** Receives the first result link, so a search field can move focus to it. */
  firstRef?: Ref<HTMLAnchorElement>;
  /** Title heading level of each result. */
  headingLevel?: 'h2' | 'h3';
}

/** Results as a list of links (title, kind, excerpt with the hits marked); arrow keys move between them. */
export function SearchResultList({ hits, id, label, onExitTop, firstRef, headingLevel = 'h3' }: SearchResultListProps) {
  const list = useRef<HTMLUListElement>(null);
  const Heading = headingLevel;

  const move = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];
    const at = links.indexOf(event.currentTarget);
    const target =
      event.key === 'ArrowDown'
        ? links[at + 1]
        : event.key === 'ArrowUp'
          ? links[at - 1]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links.at(-1)
              : undefined;
    if (event.key === 'ArrowUp' && at === 0 && onExitTop) {
      event.preventDefault();
      onExitTop();
      return;
    }
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <ul ref={list} id={id} aria-label={label} className="divide-y divide-line">
      {hits.map((hit, index) => (
        <li key={hit.doc.id}>
          <Link
            to={hit.doc.url}
            data-result
            ref={index === 0 ? firstRef : undefined}
            onKeyDown={move}
            className="block rounded-lg px-3 py-3 hover:bg-mist focus-visible:bg-mist"
          >
            <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {blogPage.search.kinds[hit.doc.kind]}
            </span>
            <Heading className="font-display text-lg leading-snug text-brand-900">
              <Marked segments={highlight(hit.doc.title, hit.terms)} />
            </Heading>
            <p className="mt-1 text-sm text-muted">
              <Marked segments={excerpt(hit.doc.text, hit.terms)} />
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
