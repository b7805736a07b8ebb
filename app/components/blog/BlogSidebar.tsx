import { blogPage } from '@content/blog-page';
import { formatPostDate, postPath } from '@content/helpers';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LabelCount, SidebarData } from '~/content/blog.server';
import { callHoursText, telHref } from '~/lib/contact';
import { ContentImage } from '~/components/ui/ContentImage';

const text = blogPage.sidebar;

/** One box of the sidebar with its heading. */
export function SidebarBox({
  id,
  title,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'brand';
}) {
  const toneClass = tone === 'brand' ? 'bg-brand-800 text-white' : 'border border-line bg-white';
  return (
    <section aria-labelledby={id} className={`rounded-[var(--radius-card)] p-6 ${toneClass}`}>
      <h2 id={id} className={`text-xl ${tone === 'brand' ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Categories with the number of posts in each; each opens the list filtered by it. */
export function CategoryList({ categories }: { categories: LabelCount[] }) {
  return (
    <SidebarBox id="sidebar-categories" title={text.categoriesTitle}>
      <ul className="divide-y divide-line">
        {categories.map(({ label, path, count }) => (
          <li key={label}>
            <Link to={path} className="flex min-h-11 items-center justify-between gap-3 py-1.5 hover:text-brand-700">
              <span>{label}</span>
              <span
                aria-hidden="true"
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800"
              >
                {count}
              </span>
              <span className="sr-only">({fill(text.countLabel, { count })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}

/** Popular Post: three posts named in content, with thumbnail, title and date. */
export function PopularPosts({ popular }: Pick<SidebarData, 'popular'>) {
  return (
    <SidebarBox id="sidebar-popular" title={text.popularTitle}>
      <ul className="space-y-4">
        {popular.map((post) => (
          <li key={post.slug} className="flex items-center gap-4">
            <ContentImage
              src={post.thumbnail}
              alt=""
              sizes="5rem"
              className="aspect-square w-20 shrink-0 rounded-xl object-cover"
            />
            <div className="min-w-0">
              <Link
                to={postPath(post)}
                className="font-display leading-snug font-semibold text-brand-900 hover:text-brand-700 hover:underline"
              >
                {post.title}
              </Link>
              <p className="mt-1 text-sm text-muted">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}

/** Every tag; each opens the list filtered by it. */
export function TagCloud({ tags }: { tags: LabelCount[] }) {
  return (
    <SidebarBox id="sidebar-tags" title={text.tagsTitle}>
      <ul className="flex flex-wrap gap-2">
        {tags.map(({ label, path }) => (
          <li key={label}>
            <Link
              to={path}
              className="inline-flex min-h-10 items-center rounded-full border border-line px-3.5 text-sm font-semibold text-ink hover:border-brand-600 hover:bg-brand-50"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}

/** Contact Us card of the list pages. */
export function ContactCard() {
  return (
    <SidebarBox id="sidebar-contact" title={text.contactCard.title} tone="brand">
      <p className="text-brand-100">{text.contactCard.text}</p>
      <Link to="/contact" className="btn btn-light mt-5">
        {text.contactCard.button}
      </Link>
    </SidebarBox>
  );
}

/** Call card of the article pages: the clinic's phone. */
export function CallCard() {
  return (
    <SidebarBox id="sidebar-call" title={text.callCard.title} tone="brand">
      <p className="text-brand-100">{text.callCard.text}</p>
      <a href={telHref(site.contact.phone)} className="btn btn-light mt-5">
        <Phone aria-hidden="true" className="size-5" />
        <span className="sr-only">{text.callCard.button} </span>
        {site.contact.phone}
      </a>
      <span className="mt-3 block text-sm text-brand-100">{callHoursText()}</span>
    </SidebarBox>
  );
}
