import { homeHero } from '@content/home';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '../ui/ContentImage';

/** Section 1 of the home page: the promise, the booking button and the doctors' picture. */
export function HomeHero({ variant }: { variant: 'home' | 'home2' | 'home3' }) {
  return (
    <section className="relative overflow-hidden bg-mist" data-variant={variant}>
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <div>
          <span className="inline-flex rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-[var(--shadow-card)]">{homeHero.pill}</span>
          <h1 className="mt-5 text-display text-brand-900">{homeHero.title}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{homeHero.lead}</p>
          <Link to="/appointment" className="btn btn-primary mt-8">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {homeHero.bookButton}
          </Link>
        </div>
        <ContentImage src={homeHero.image} alt={homeHero.imageAlt} priority sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full" />
      </div>
    </section>
  );
}
