import { pages } from '@content/pages';
import { privacyNotice, privacyNoticeVersion } from '@content/privacy';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { PageBanner } from '~/components/chrome/PageBanner';
import { addressText } from '~/lib/contact';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/privacy';

export const meta = () => pageMeta({ ...pages.privacy, path: '/privacy' });

/** The notice with the clinic's details filled in, at build time: its words stay out of the JavaScript. */
export function loader() {
  const values = {
    practiceName: site.practiceName,
    address: addressText(),
    retentionDays: site.retentionDays,
    grievanceName: site.grievanceOfficer.name,
    grievanceEmail: site.grievanceOfficer.email,
    grievancePhone: site.grievanceOfficer.phone,
    version: privacyNoticeVersion,
  };
  return {
    intro: fill(privacyNotice.intro, values),
    sections: privacyNotice.sections.map((section) => ({ title: section.title, body: section.body.map((paragraph) => fill(paragraph, values)) })),
    version: fill(privacyNotice.versionLabel, values),
  };
}

export default function PrivacyPage({ loaderData: notice }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={pages.privacy.title} lead={notice.intro} />
      <article className="container-page max-w-3xl py-12">
        {notice.sections.map((section) => (
          <section key={section.title} className="mt-8 first:mt-0">
            <h2 className="text-2xl text-brand-900">{section.title}</h2>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-3 text-lg">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-10 text-sm text-muted">{notice.version}</p>
      </article>
    </>
  );
}
