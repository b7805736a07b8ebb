import { formAnswers } from '@content/forms/answers';
import { pages } from '@content/pages';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => [
  ...pageMeta({ ...pages.thank_you, path: '/thank-you' }),
  { name: 'robots', content: 'noindex' },
];

/** Where a form posted without JavaScript lands (303 from the form service); ?form= tunes the text. */
export default function ThankYouPage() {
  const text = formAnswers.thankYou;
  // Read after hydration: the page is prerendered once for every ?form= value.
  const [message, setMessage] = useState(text.fallback);
  useEffect(() => {
    const kind = new URLSearchParams(window.location.search).get('form') ?? '';
    setMessage((formAnswers.success as Record<string, string>)[kind] ?? text.fallback);
  }, [text]);
  return (
    <>
      <PageBanner title={pages.thank_you.title} lead={text.lead} />
      <section className="container-page max-w-2xl py-14 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-brand-700" />
        <p className="mt-6 text-xl" data-testid="thank-you-message">
          {message}
        </p>
        <p className="mt-4 font-semibold text-danger">
          {fill(text.emergency, { phone: site.contact.emergencyPhone, ambulance: site.contact.ambulancePhone })}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="/" className="btn btn-primary">
            {text.home}
          </Link>
          <Link to="/service" className="btn btn-outline">
            {text.services}
          </Link>
        </div>
      </section>
    </>
  );
}
