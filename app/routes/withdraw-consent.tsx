import { grievanceContact } from '@content/helpers';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { withdrawal } from '@content/withdrawal';
import { Link } from 'react-router';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';
import { WithdrawalForm } from '@common/forms/WithdrawalForm';
import type { Route } from './+types/withdraw-consent';

/**
 * Withdrawal of consent: a person enters an e-mail address and the form service (POST
 * /api/withdrawals, server/forms/withdrawal-routes.tsx) e-mails a one-time link. A plain form post,
 * so it works without JavaScript; the words are loader data, out of the JavaScript.
 */
export function loader() {
  const values = {
    linkHours: withdrawal.linkHours,
    grievanceEmail: grievanceContact(site).email,
    grievancePhone: grievanceContact(site).phone,
  };
  const { page } = withdrawal;
  return {
    ...page,
    intro: fill(page.intro, values),
    notes: page.notes.map((note) => fill(note, values)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: withdrawal.path }) : [];

export default function WithdrawConsentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.title} />
      <section className="container-page max-w-3xl py-12">
        <p className="text-lg">{page.intro}</p>
        <WithdrawalForm words={page} />
        {page.notes.map((note) => (
          <p key={note.slice(0, 32)} className="mt-6 text-lg">
            {note}
          </p>
        ))}
        <p className="mt-6">
          <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
            {page.privacyLink}
          </Link>
        </p>
      </section>
    </>
  );
}
