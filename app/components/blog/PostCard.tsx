import { formatPostDate, postPath } from '@content/helpers';
import type { PostCardData } from '@content/schema/blog';
import { fill, ui } from '@content/ui';
import { ArrowRight, CalendarDays, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';

/** A post's card: thumbnail, date, author, title, summary and Read More to the post itself. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <ContentImage
        src={post.thumbnail}
        alt={post.thumbnailAlt}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4 text-brand-700" />
            {fill(ui.blog.byAuthor, { author: post.author })}
          </span>
        </p>
        <Heading className="mt-3 text-xl leading-snug text-brand-900">{post.title}</Heading>
        <p className="mt-3 flex-1 text-muted">{post.description}</p>
        <Link
          to={postPath(post)}
          className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
        >
          {ui.blog.readMore}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
