import { pages } from '@content/pages';
import { ui } from '@content/ui';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { pageMeta } from '~/lib/meta';

export const meta = () => [...pageMeta({ ...pages.not_found, path: '/404' }), { name: 'robots', content: 'noindex' }];

export default function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center md:py-28">
      <p
        className="font-display text-[7rem] leading-none font-semibold text-brand-700 md:text-[10rem]"
        aria-hidden="true"
      >
        {ui.notFound.code}
      </p>
      <h1 className="mt-4 text-title text-brand-900">
        <span className="sr-only">{ui.notFound.code} </span>
        {ui.notFound.title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">{ui.notFound.text}</p>
      <Link to="/" className="btn btn-primary mt-8">
        <House aria-hidden="true" className="size-5" />
        {ui.notFound.back}
      </Link>
    </section>
  );
}
