import { blogPage } from '@content/blog-page';
import { pages } from '@content/pages';
import { fill, ui } from '@content/ui';
import { data } from 'react-router';
import { feedLink } from '~/components/blog/feed';
import { PageNav, pageLinks } from '~/components/blog/PageNav';
import { PostCard } from '~/components/blog/PostCard';
import { PageBanner } from '~/components/chrome/PageBanner';
import { allPostsListing, labelListing, listingPage, pageParam } from '~/content/blog.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-grid';

/**
 * /blog_grid lists every post; /blog/category/:category and /blog/tag/:tag the posts that carry one
 * label; each a page of cards at a time (/page/2, ...): the loader sends that page's posts only.
 */
export function loader({ params }: Route.LoaderArgs) {
  const listing = params.category
    ? labelListing('category', params.category, (label) => fill(ui.blog.categoryTitle, { label }))
    : params.tag
      ? labelListing('tag', params.tag, (label) => fill(ui.blog.tagTitle, { label }))
      : allPostsListing('/blog_grid', pages.blog_grid.title);
  const page = listing && listingPage(listing, blogPage.pagination.gridPerPage, pageParam(params));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: loaderData?.title ?? pages.blog_grid.title,
    description: pages.blog_grid.description,
    path: loaderData?.path ?? '/blog_grid',
  }),
  ...(loaderData ? pageLinks(loaderData) : []),
  feedLink,
];

export default function BlogGridPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.title} lead={fill(ui.blog.filteredLead, { count: loaderData.total })} />
      <section className="container-page py-14">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <PageNav {...loaderData} />
      </section>
    </>
  );
}
