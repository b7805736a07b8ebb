import { articleUi } from '@content/article-ui';
import { blogPage } from '@content/blog-page';
import { categoryPath, tagPath } from '@content/helpers';
import type { BlogFrontmatter } from '@content/schema/blog';
import { site } from '@content/site';
import type { Root } from 'hast';
import { Link } from 'react-router';
import { Markdown } from '~/components/markdown/Markdown';
import { ContentImage } from '~/components/ui/ContentImage';
import { CallCard, CategoryList } from './BlogSidebar';
import { Comments } from './Comments';
import type { LabelCount } from '~/content/blog.server';

/**
 * A post: hero image, text, its categories and tags, the disclaimer, comments; a sidebar with Categories and a call
 * card.
 */
export function PostArticle({
  post,
  body,
  categories,
}: {
  post: BlogFrontmatter;
  body: Root;
  categories: LabelCount[];
}) {
  const labels = [
    ...post.categories.map((label) => ({ label, to: categoryPath(label) })),
    ...post.tags.map((label) => ({ label, to: tagPath(label) })),
  ];
  return (
    <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:py-16">
      <div className="min-w-0">
        <article>
          <ContentImage
            src={post.thumbnail}
            alt={post.thumbnailAlt}
            priority
            sizes="(min-width: 1024px) 60vw, 100vw"
            className="h-auto w-full rounded-[var(--radius-card)]"
          />
          <Markdown tree={body} className="mt-8" />
          <nav aria-label={`${blogPage.sidebar.categoriesTitle}, ${blogPage.sidebar.tagsTitle}`} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {labels.map(({ label, to }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex min-h-10 items-center rounded-full bg-brand-50 px-3.5 text-sm font-semibold text-brand-800 hover:bg-brand-100"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <aside
            aria-label={articleUi.servicePage.disclaimerTitle}
            className="mt-10 border-l-4 border-accent bg-sand p-4 text-sm"
          >
            <strong>{articleUi.servicePage.disclaimerTitle}: </strong>
            {site.medicalDisclaimer}
          </aside>
        </article>
        <Comments postSlug={post.slug} />
      </div>
      <aside aria-label={blogPage.sidebar.label} className="space-y-8 lg:sticky lg:top-28 lg:self-start">
        <CategoryList categories={categories} />
        <CallCard />
      </aside>
    </div>
  );
}
