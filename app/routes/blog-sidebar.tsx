import { pages } from '@content/pages';
import { BlogListing } from '~/components/blog/BlogListing';
import { feedLink } from '~/components/blog/feed';
import { PageBanner } from '~/components/chrome/PageBanner';
import { posts } from '~/content/blog';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-sidebar';

/** Posts listed on the sidebar pages (spec: blog listings show 6). */
const LISTED = 6;

/** Blog list with a sidebar on the left (/blog_left_sidebar) or right (/blog_right_sidebar). */
export function loader({ request }: Route.LoaderArgs) {
  const side = new URL(request.url).pathname.includes('left') ? ('left' as const) : ('right' as const);
  return { side };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.side === 'left' ? pages.blog_left_sidebar : pages.blog_right_sidebar;
  return [...pageMeta({ ...page, path: loaderData?.side === 'left' ? '/blog_left_sidebar' : '/blog_right_sidebar' }), feedLink];
};

export default function BlogSidebarPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData.side === 'left' ? pages.blog_left_sidebar : pages.blog_right_sidebar;
  return (
    <>
      <PageBanner title={page.title} />
      <BlogListing posts={posts.slice(0, LISTED)} side={loaderData.side} />
    </>
  );
}
