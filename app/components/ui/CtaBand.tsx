import type { SiteLink } from '@content/schema/section';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';

interface CtaBandProps {
  title: string;
  text: string;
  button: SiteLink;
}

/** A closing band: a short invitation and one button. */
export function CtaBand({ title, text, button }: CtaBandProps) {
  return (
    <section data-reveal className="container-page pb-16 md:pb-24">
      <div className="flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 className="text-2xl text-white md:text-3xl">{title}</h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <Link to={button.path} className="btn btn-light shrink-0">
          <CalendarCheck aria-hidden="true" className="size-5" />
          {button.label}
        </Link>
      </div>
    </section>
  );
}
