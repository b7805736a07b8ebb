import { blogPage } from '@content/blog-page';
import { fill } from '@content/ui';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import { siteOrigin } from '~/lib/meta';

/** Where a listing page sits among its listing's pages (app/content/blog.server.ts). */
export interface PagePlace {
  page: number;
  pages: number;
  previous?: string;
  next?: string;
}

const text = blogPage.pagination;

/** <link rel="prev"> and <link rel="next"> to the neighbouring pages of a listing, for the page's meta. */
export function pageLinks({ previous, next }: PagePlace): MetaDescriptor[] {
  return [
    ...(previous ? [{ tagName: 'link' as const, rel: 'prev', href: new URL(previous, siteOrigin).href }] : []),
    ...(next ? [{ tagName: 'link' as const, rel: 'next', href: new URL(next, siteOrigin).href }] : []),
  ];
}

const linkClass = 'btn btn-outline min-h-11 whitespace-nowrap';

/**
 * Newer and older pages of a listing: plain links, so they work without JavaScript; nothing when the listing has one
 * page.
 */
export function PageNav({ page, pages, previous, next }: PagePlace) {
  if (pages <= 1) return null;
  return (
    // Below 640 px the position takes its own row above the two links.
    <nav aria-label={text.label} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {previous ? (
        <Link to={previous} rel="prev" className={linkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {text.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="order-first w-full text-center font-semibold text-muted sm:order-none sm:w-auto">
        {fill(text.position, { page: String(page), pages: String(pages) })}
      </p>
      {next ? (
        <Link to={next} rel="next" className={linkClass}>
          {text.next}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
