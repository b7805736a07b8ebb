import { testimonialPage } from '@content/clinic-pages/testimonial';
import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { BlogTeaser } from '~/components/testimonials/BlogTeaser';
import { PatientStoryTabs } from '~/components/testimonials/PatientStoryTabs';
import { TestimonialCarousel } from '~/components/testimonials/TestimonialCarousel';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.testimonial, path: '/testimonial' });

export default function TestimonialPage() {
  return (
    <>
      <PageBanner title={pages.testimonial.title} />
      <PatientStoryTabs />
      <div className="bg-mist">
        <TestimonialCarousel heading={testimonialPage.carousel} config="testimonialsPage" id="testimonial-carousel" className="container-page py-16 md:py-24" />
      </div>
      <BlogTeaser />
    </>
  );
}
