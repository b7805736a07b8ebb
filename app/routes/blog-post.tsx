import { site } from '@content/site';
import { fill, ui } from '@content/ui';
import { data } from 'react-router';
import { PageBanner } from '~/components/chrome/PageBanner';
import { Markdown } from '~/components/markdown/Markdown';
import { ContentImage, imageUrl } from '~/components/ui/ContentImage';
import { formatPostDate, postPath } from '~/content/blog';
import { loadPost } from '~/content/markdown.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-post';

/** The article shown at /blog_details (the same post as its own /blog/... page, which is canonical). */
export const FEATURED_POST_SLUG = 'how-virtual-healthcare-is-transforming-patient-care';

export async function loader({ params }: Route.LoaderArgs) {
  const post = await loadPost(params.slug ?? FEATURED_POST_SLUG);
  if (!post) throw data(null, { status: 404 });
  return post;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.frontmatter.title,
        description: loaderData.frontmatter.description,
        path: postPath(loaderData.frontmatter),
        image: imageUrl(loaderData.frontmatter.thumbnail),
        type: 'article',
      })
    : [];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { frontmatter: post, body } = loaderData;
  return (
    <>
      <PageBanner title={post.title} lead={`${formatPostDate(post.date)} · ${fill(ui.blog.byAuthor, { author: post.author })}`} />
      <article className="container-page max-w-3xl py-12">
        <ContentImage src={post.thumbnail} alt={post.thumbnailAlt} priority sizes="(min-width: 768px) 48rem, 100vw" className="h-auto w-full rounded-[var(--radius-card)]" />
        <Markdown tree={body} className="mt-8" />
        <aside aria-label={ui.servicePage.disclaimerTitle} className="mt-10 border-l-4 border-accent bg-sand p-4 text-sm">
          <strong>{ui.servicePage.disclaimerTitle}: </strong>
          {site.medicalDisclaimer}
        </aside>
      </article>
    </>
  );
}
