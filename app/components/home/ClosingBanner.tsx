import { site } from '@content/site';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { callHoursText, telHref } from '~/lib/contact';
import { useHomeText } from './HomeContent';

/** Section 10: the closing call to contact the clinic; the 'phone' variant adds the number and the services link. */
export function ClosingBanner({ variant = 'standard' }: { variant?: 'standard' | 'phone' }) {
  const text = useHomeText('closing');
  return (
    <section aria-labelledby="home-closing-title" className="pb-16 md:pb-24" data-reveal>
      <div className="container-page">
        <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-brand-700 px-6 py-12 text-white sm:px-12">
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -top-10 -right-10 size-64 text-brand-600"
          >
            <path d="M80 20h40v60h60v40h-60v60H80v-60H20V80h60z" fill="currentColor" />
          </svg>
          <div className="relative flex flex-wrap items-center justify-between gap-8">
            <div className="max-w-2xl">
              <h2 id="home-closing-title" className="text-title">
                {text.title}
              </h2>
              <p className="mt-3 text-lg text-brand-50">{text.text}</p>
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <Link to={text.contactButton.path} className="btn btn-light">
                <Mail aria-hidden="true" className="size-5" />
                {text.contactButton.label}
              </Link>
              {variant === 'phone' && (
                <>
                  <a
                    href={telHref(site.contact.phone)}
                    className="inline-flex min-h-11 items-center gap-3 font-semibold"
                  >
                    <Phone aria-hidden="true" className="size-5" />
                    <span>
                      <span className="block text-sm font-normal text-brand-50">{text.phoneLabel}</span>
                      {site.contact.phone}
                      <span className="block text-sm font-normal text-brand-50">{callHoursText()}</span>
                    </span>
                  </a>
                  <Link
                    to={text.servicesLink.path}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
                  >
                    {text.servicesLink.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
