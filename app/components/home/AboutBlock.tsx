import { claimFigures } from '@content/helpers';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { ArrowRight, HeartHandshake, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';
import { Counter } from '~/components/ui/Counter';
import { useHomeText } from './HomeContent';

const featureIcon = { equipment: Stethoscope, satisfaction: HeartHandshake } as const;

/** The round badge over the clinic photo: its words on a circle, turning as the page scrolls. */
function RotatingBadge() {
  const text = useHomeText('about');
  const words = `${text.badgeWords.join(' * ')} * `;
  return (
    <div
      aria-hidden="true"
      className="absolute -bottom-6 -left-4 size-28 rounded-full sm:-bottom-8 sm:-left-8 sm:size-36 bg-white p-2 shadow-[var(--shadow-raised)]"
    >
      <svg viewBox="0 0 200 200" className="home-badge-turn size-full text-brand-800">
        <defs>
          <path id="home-badge-circle" d="M100,100 m-78,0 a78,78 0 1,1 156,0 a78,78 0 1,1 -156,0" />
        </defs>
        <text className="fill-current text-[17px] font-bold tracking-[0.12em] uppercase">
          <textPath href="#home-badge-circle" textLength="480">
            {words}
          </textPath>
        </text>
      </svg>
      <span className="absolute inset-0 m-auto flex size-14 items-center justify-center rounded-full bg-brand-700 text-white">
        <Stethoscope className="size-7" />
      </span>
    </div>
  );
}

/** Section 3: who runs the clinic, since when, and the way to the about page. */
export function AboutBlock({ variant = 'badge' }: { variant?: 'badge' | 'features' }) {
  const text = useHomeText('about');
  const doctor = site.doctors[0]!;
  // With claims off the build carries no statistics at all (content/published.ts).
  const years = site.features.showClaims ? claimFigures(site).yearsOfExperience : undefined;
  return (
    <section aria-labelledby="home-about-title" className="py-16 md:py-24" data-reveal>
      <div className="container-page grid items-center gap-14 lg:grid-cols-2">
        <div className="relative mr-4 ml-4 sm:ml-8">
          <ContentImage
            src={text.image}
            alt={text.imageAlt}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover"
          />
          {variant === 'badge' && <RotatingBadge />}
          {variant === 'badge' && years && (
            <p className="absolute -top-6 -right-4 rounded-[var(--radius-card)] bg-brand-700 px-5 py-4 text-white shadow-[var(--shadow-raised)]">
              <Counter
                from={years.from}
                to={years.to}
                suffix={years.suffix}
                className="block font-display text-4xl font-semibold"
              />
              <span className="text-sm font-semibold">{years.label}</span>
            </p>
          )}
        </div>
        <div>
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 id="home-about-title" className="mt-2 text-title text-brand-900">
            {fill(text.title, { name: doctor.shortName })}
          </h2>
          <p className="mt-3 font-display text-xl text-accent-ink">{fill(text.since, { year: site.foundingYear })}</p>
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-muted">
              {paragraph}
            </p>
          ))}
          {variant === 'features' && (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {text.features.map((feature) => {
                const Icon = featureIcon[feature.icon];
                return (
                  <li key={feature.title} className="rounded-[var(--radius-card)] border border-line bg-mist p-5">
                    <Icon aria-hidden="true" className="size-8 text-brand-700" />
                    <h3 className="mt-3 text-lg text-brand-900">{feature.title}</h3>
                    <p className="mt-1 text-sm text-muted">{feature.text}</p>
                  </li>
                );
              })}
            </ul>
          )}
          <Link to={text.moreButton.path} className="btn btn-primary mt-8">
            {text.moreButton.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
