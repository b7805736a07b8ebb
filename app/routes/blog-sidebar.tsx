import { pages } from '@content/pages';
import { PostCard } from '~/components/blog/PostCard';
import { PageBanner } from '~/components/chrome/PageBanner';
import { posts } from '~/content/blog';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/blog-sidebar';

/** Blog list with a sidebar on the left (/blog_left_sidebar) or right (/blog_right_sidebar). */
export function loader({ request }: Route.LoaderArgs) {
  const side = new URL(request.url).pathname.includes('left') ? ('left' as const) : ('right' as const);
  return { side };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.side === 'left' ? pages.blog_left_sidebar : pages.blog_right_sidebar;
  return pageMeta({ ...page, path: loaderData?.side === 'left' ? '/blog_left_sidebar' : '/blog_right_sidebar' });
};

export default function BlogSidebarPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData.side === 'left' ? pages.blog_left_sidebar : pages.blog_right_sidebar;
  return (
    <>
      <PageBanner title={page.title} />
      <section className="container-page py-14">
        <ul className="grid gap-8 md:grid-cols-2">
          {posts.slice(0, 6).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
