import { claimFigures } from '@content/helpers';
import { site } from '@content/site';
import { ArrowRight, CalendarCheck, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { callHoursText, telHref } from '~/lib/contact';
import { ContentImage } from '~/components/ui/ContentImage';
import { Counter } from '~/components/ui/Counter';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { VideoButton } from './VideoLightbox';
import { useHomeText } from './HomeContent';

/** The 'Members' pill: three patients' faces and the word. */
function MembersPill() {
  const text = useHomeText('hero');
  if (!text.pill) return null;
  return (
    <span className="inline-flex items-center gap-3 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold text-brand-800 shadow-[var(--shadow-card)]">
      <span className="flex -space-x-2" aria-hidden="true">
        {text.pillAvatars.map((avatar) => (
          <ContentImage
            key={avatar}
            src={avatar}
            alt=""
            inlineInPage
            className="size-8 rounded-full border-2 border-white bg-brand-50"
          />
        ))}
      </span>
      {text.pill}
    </span>
  );
}

/** The text column both hero variants share: the Members pill, the page's h1, the lead and the actions. */
function HeroIntro({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div>
      <MembersPill />
      <h1 id="home-hero-title" className="mt-5 text-display text-brand-900">
        {title}
      </h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{lead}</p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">{children}</div>
    </div>
  );
}

/** Section 1: the promise and the booking button; the phone and the social links at the side. */
export function HomeHero() {
  const text = useHomeText('hero');
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-mist">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-[1fr_1fr_auto] md:py-20">
        <HeroIntro title={text.title} lead={text.lead}>
          <Link to="/appointment" className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {text.bookButton}
          </Link>
          <a
            href={telHref(site.contact.phone)}
            className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand-900"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white">
              <Phone aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-normal text-muted">{text.phoneLabel}</span>
              {site.contact.phone}
              <span className="block text-sm font-normal text-muted">{callHoursText()}</span>
            </span>
          </a>
        </HeroIntro>
        <ContentImage
          src={text.image}
          alt={text.imageAlt}
          priority
          sizes="(min-width: 768px) 45vw, 100vw"
          className="h-auto w-full"
        />
        {site.social.length > 0 && (
          <nav aria-label={text.socialLabel} className="flex md:flex-col md:items-center md:gap-3">
            <SocialLinks profiles={site.social} direction="column" className="max-md:!flex-row" />
          </nav>
        )}
      </div>
    </section>
  );
}

/** Section 1, second variant: Research More, Watch A Video and the research badge. */
export function HomeHeroVideo() {
  const text = useHomeText('hero');
  const v = text.videoVariant;
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-sand">
      <div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
        <HeroIntro title={v.title} lead={v.lead}>
          <Link to={v.researchLink.path} className="btn btn-primary">
            {v.researchLink.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <VideoButton label={v.videoButton} />
        </HeroIntro>
        <div className="relative">
          <ContentImage
            src={v.image}
            alt={v.imageAlt}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full"
          />
          {/* With claims off the build carries no statistics at all (content/published.ts). */}
          {site.features.showClaims && (
            <p className="absolute bottom-4 left-4 rounded-[var(--radius-card)] bg-white px-5 py-3 shadow-[var(--shadow-raised)]">
              <Counter
                from={claimFigures(site).researchCenters.from}
                to={claimFigures(site).researchCenters.to}
                suffix={claimFigures(site).researchCenters.suffix}
                className="block font-display text-3xl font-semibold text-brand-800"
              />
              <span className="text-sm font-semibold text-muted">{claimFigures(site).researchCenters.label}</span>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
