import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.testimonial, path: '/testimonial' });

export default function TestimonialPage() {
  return <PageBanner title={pages.testimonial.title} lead={pages.testimonial.description} />;
}
