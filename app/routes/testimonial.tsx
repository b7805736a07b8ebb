import { testimonialPage } from '@content/clinic-pages/testimonial';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { BlogTeaser } from '~/components/testimonials/BlogTeaser';
import { PatientStoryTabs } from '~/components/testimonials/PatientStoryTabs';
import { TestimonialCarousel } from '~/components/testimonials/TestimonialCarousel';
import { latestPosts } from '~/content/blog.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/testimonial';

export const meta = () => pageMeta({ ...pages.testimonial, path: '/testimonial' });

/** The blog teaser's four latest posts, picked at build time: the other posts stay out of the page's JavaScript. */
export function loader() {
  return { latestPosts: latestPosts(4) };
}

export default function TestimonialPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={pages.testimonial.title} />
      <PatientStoryTabs />
      <div className="bg-mist">
        <TestimonialCarousel
          heading={testimonialPage.carousel}
          config="testimonialsPage"
          id="testimonial-carousel"
          className="container-page py-16 md:py-24"
        />
      </div>
      {/* A blog with no post has no teaser (and no page to lead to: content/blog-status.ts). */}
      {loaderData.latestPosts.length > 0 && <BlogTeaser posts={loaderData.latestPosts} />}
    </>
  );
}
