import { blogPage } from '@content/blog-page';
import { pages } from '@content/pages';
import { data } from 'react-router';
import { BlogListing } from '~/components/blog/BlogListing';
import { feedLink } from '~/components/blog/feed';
import { pageLinks } from '~/components/blog/PageNav';
import { PageBanner } from '~/components/chrome/PageBanner';
import { allPostsListing, listingPage, pageParam, sidebarData } from '~/content/blog.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-sidebar';

/**
 * Blog list with a sidebar on the left (/blog_left_sidebar) or right (/blog_right_sidebar), six posts a page (spec).
 */
export function loader({ url, params }: Route.LoaderArgs) {
  const side = url.pathname.includes('left') ? ('left' as const) : ('right' as const);
  const listingPath = side === 'left' ? '/blog_left_sidebar' : '/blog_right_sidebar';
  const title = side === 'left' ? pages.blog_left_sidebar.title : pages.blog_right_sidebar.title;
  const page = listingPage(allPostsListing(listingPath, title), blogPage.pagination.listPerPage, pageParam(params));
  if (!page) throw data(null, { status: 404 });
  return { side, ...page, sidebar: sidebarData() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.side === 'left' ? pages.blog_left_sidebar : pages.blog_right_sidebar;
  return [
    ...pageMeta({
      title: loaderData?.title ?? page.title,
      description: page.description,
      path: loaderData?.path ?? '/blog_right_sidebar',
    }),
    ...(loaderData ? pageLinks(loaderData) : []),
    feedLink,
  ];
};

export default function BlogSidebarPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.title} />
      <BlogListing {...loaderData} />
    </>
  );
}
