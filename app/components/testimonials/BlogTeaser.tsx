import { testimonialPage } from '@content/clinic-pages/testimonial';
import type { BlogFrontmatter } from '@content/schema/blog';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PostCard } from '~/components/blog/PostCard';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The latest posts (the route's loader picks four: spec, blog teaser of 4) and a link to the blog list. */
export function BlogTeaser({ posts }: { posts: BlogFrontmatter[] }) {
  const { blog, allPosts } = testimonialPage;
  return (
    <section aria-labelledby="blog-teaser" data-reveal className="container-page py-16 md:py-24">
      <SectionHeading
        heading={blog}
        id="blog-teaser"
        action={
          <Link to={allPosts.path} className="btn btn-outline">
            {allPosts.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
