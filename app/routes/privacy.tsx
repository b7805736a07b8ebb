import { pages } from '@content/pages';
import { privacyNotice, privacyNoticeVersion } from '@content/privacy';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { PageBanner } from '~/components/chrome/PageBanner';
import { addressText } from '~/lib/contact';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.privacy, path: '/privacy' });

const values = {
  practiceName: site.practiceName,
  address: addressText(),
  retentionDays: site.retentionDays,
  grievanceName: site.grievanceOfficer.name,
  grievanceEmail: site.grievanceOfficer.email,
  grievancePhone: site.grievanceOfficer.phone,
};

export default function PrivacyPage() {
  return (
    <>
      <PageBanner title={pages.privacy.title} lead={privacyNotice.intro} />
      <article className="container-page max-w-3xl py-12">
        {privacyNotice.sections.map((section) => (
          <section key={section.title} className="mt-8 first:mt-0">
            <h2 className="text-2xl text-brand-900">{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-3 text-lg">
                {fill(paragraph, values)}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-10 text-sm text-muted">Version {privacyNoticeVersion}</p>
      </article>
    </>
  );
}
