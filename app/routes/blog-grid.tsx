import { taxonomySlug } from '@content/helpers';
import { pages } from '@content/pages';
import { fill, ui } from '@content/ui';
import { data } from 'react-router';
import { feedLink } from '~/components/blog/feed';
import { PostCard } from '~/components/blog/PostCard';
import { PageBanner } from '~/components/chrome/PageBanner';
import { posts } from '~/content/blog';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-grid';

/** /blog_grid lists every post; /blog/category/:category and /blog/tag/:tag the posts that carry one label. */
export function loader({ params }: Route.LoaderArgs) {
  const filter = params.category ? { kind: 'category' as const, slug: params.category } : params.tag ? { kind: 'tag' as const, slug: params.tag } : undefined;
  if (!filter) return { title: pages.blog_grid.title, path: '/blog_grid', slugs: posts.map((post) => post.slug) };
  const matching = posts.filter((post) => (filter.kind === 'category' ? post.categories : post.tags).some((label) => taxonomySlug(label) === filter.slug));
  const label = matching
    .flatMap((post) => (filter.kind === 'category' ? post.categories : post.tags))
    .find((candidate) => taxonomySlug(candidate) === filter.slug);
  if (!label) throw data(null, { status: 404 });
  return {
    title: fill(filter.kind === 'category' ? ui.blog.categoryTitle : ui.blog.tagTitle, { label }),
    path: `/blog/${filter.kind}/${filter.slug}`,
    slugs: matching.map((post) => post.slug),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ title: loaderData?.title ?? pages.blog_grid.title, description: pages.blog_grid.description, path: loaderData?.path ?? '/blog_grid' }),
  feedLink,
];

export default function BlogGridPage({ loaderData }: Route.ComponentProps) {
  const shown = posts.filter((post) => loaderData.slugs.includes(post.slug));
  return (
    <>
      <PageBanner title={loaderData.title} lead={fill(ui.blog.filteredLead, { count: shown.length })} />
      <section className="container-page py-14">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
