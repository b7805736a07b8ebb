import { formatPostDate, postPath } from '@content/helpers';
import { fill, ui } from '@content/ui';
import { FEATURED_POST_SLUG } from '@content/showcase';
import { data } from 'react-router';
import { feedLink } from '~/components/blog/feed';
import { PostArticle } from '~/components/blog/PostArticle';
import { PageBanner } from '~/components/chrome/PageBanner';
import { imageUrl } from '~/components/ui/ContentImage';
import { sidebarData } from '~/content/blog.server';
import { loadPost } from '~/content/markdown.server';
import { pageMeta, siteOrigin } from '~/lib/meta';
import { blogPosting } from '~/lib/structured-data';
import type { Route } from './+types/blog-post';

export async function loader({ params }: Route.LoaderArgs) {
  const post = await loadPost(params.slug ?? FEATURED_POST_SLUG);
  if (!post) throw data(null, { status: 404 });
  return { ...post, categories: sidebarData().categories };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.frontmatter.title,
          description: loaderData.frontmatter.description,
          path: postPath(loaderData.frontmatter),
          image: imageUrl(loaderData.frontmatter.thumbnail),
          type: 'article',
          structuredData: [
            blogPosting(
              siteOrigin,
              loaderData.frontmatter,
              new URL(postPath(loaderData.frontmatter), siteOrigin).href,
              imageUrl(loaderData.frontmatter.thumbnail),
            ),
          ],
        }),
        feedLink,
      ]
    : [];

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { frontmatter: post, body, categories } = loaderData;
  return (
    <>
      <PageBanner
        title={post.title}
        lead={`${formatPostDate(post.date)} · ${fill(ui.blog.byAuthor, { author: post.author })}`}
      />
      <PostArticle post={post} body={body} categories={categories} />
    </>
  );
}
