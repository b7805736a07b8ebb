import { projectsPage } from '@content/clinic-pages/projects';
import { partners } from '@content/testimonials';
import { Carousel } from '~/components/carousel/Carousel';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** Logos of the laboratories and hospitals the clinic works with (config `brands`). */
export function PartnerLogos() {
  const heading = projectsPage.partners;
  return (
    <section aria-labelledby="partners" data-reveal className="bg-mist">
      <div className="container-page py-14 md:py-20">
        <SectionHeading heading={heading} id="partners" align="center" />
        <Carousel
          name="brands"
          label={heading.title}
          items={partners}
          getKey={(partner) => partner.name}
          renderSlide={(partner) => (
            <div className="flex h-24 items-center justify-center rounded-2xl bg-white px-6 shadow-[var(--shadow-card)]">
              <ContentImage src={partner.logo} alt={partner.name} sizes="200px" className="max-h-14 w-auto" />
            </div>
          )}
          className="mt-6"
        />
      </div>
    </section>
  );
}
