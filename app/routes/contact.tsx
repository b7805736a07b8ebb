import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.contact, path: '/contact' });

export default function ContactPage() {
  return <PageBanner title={pages.contact.title} lead={pages.contact.description} />;
}
