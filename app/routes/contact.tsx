import { pages } from '@content/pages';
import { PageBanner } from '~/components/chrome/PageBanner';
import { ClinicMap } from '~/components/contact/ClinicMap';
import { ContactInfoBoxes } from '~/components/contact/ContactInfoBoxes';
import { ContactMessage } from '~/components/contact/ContactMessage';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.contact, path: '/contact' });

export default function ContactPage() {
  return (
    <>
      <PageBanner title={pages.contact.title} />
      <ContactInfoBoxes />
      <ContactMessage />
      <ClinicMap />
    </>
  );
}
