import { doctorPortrait } from '@content/helpers';
import { site } from '@content/site';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Carousel } from '~/components/carousel/Carousel';
import { ContentImage } from '~/components/ui/ContentImage';
import { TeamGrid } from '~/components/team/TeamGrid';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { AllLink } from './AllLink';
import { useHomeContent, useHomeText } from './HomeContent';

/** Section 6: partner logos. */
export function BrandsCarousel() {
  const text = useHomeText('brands');
  const { partners } = useHomeContent();
  return (
    <section aria-labelledby="home-brands-title" className="border-y border-line py-12" data-reveal>
      <div className="container-page">
        <h2 id="home-brands-title" className="mb-2 text-center font-display text-xl text-brand-900">
          {text.title}
        </h2>
        <Carousel
          name="brands"
          label={text.carouselLabel}
          items={partners}
          getKey={(partner) => partner.name}
          renderSlide={(partner) => (
            <div className="flex h-24 items-center justify-center rounded-[var(--radius-card)] bg-mist px-6">
              <ContentImage src={partner.logo} alt={partner.name} sizes="200px" className="max-h-16 w-auto" />
            </div>
          )}
        />
      </div>
    </section>
  );
}

/** Section 7: 'Meet Our Best Doctors', a coverflow carousel of the doctors' profiles. */
export function DoctorsCarousel() {
  const text = useHomeText('doctors');
  return (
    <section aria-labelledby="home-doctors-title" className="bg-mist py-16 md:py-24" data-reveal>
      <div className="container-page">
        <SectionHeading id="home-doctors-title" heading={text} variant="home" />
        <Carousel
          name="doctors"
          label={text.carouselLabel}
          items={site.doctors}
          getKey={(doctor) => doctor.slug}
          renderSlide={(doctor) => (
            <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white text-center shadow-[var(--shadow-card)]">
              <ContentImage
                src={doctorPortrait(doctor).photo}
                alt={doctorPortrait(doctor).photoAlt}
                sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="aspect-square w-full bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col items-center p-6">
                <h3 className="text-xl text-brand-900">{doctor.name}</h3>
                <p className="mt-1 flex-1 text-muted">{doctor.title}</p>
                <SocialLinks profiles={doctor.social} className="mt-3 justify-center" />
                <Link to={`/${doctor.slug}`} className="btn btn-outline mt-4">
                  {text.profileLink}
                  <span className="sr-only">: {doctor.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          )}
        />
      </div>
    </section>
  );
}

/** 'Explore Our Team': four members by name, each with a role and the profiles they configured. */
export function HomeTeam() {
  const text = useHomeText('team');
  const members = useHomeContent().teamMembers;
  return (
    <TeamGrid
      heading={text}
      members={members}
      id="home-team-title"
      variant="home"
      action={<AllLink link={text.allLink} />}
      reveal
    />
  );
}
