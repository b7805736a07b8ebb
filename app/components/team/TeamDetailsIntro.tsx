import { teamDetailsPage } from '@content/clinic-pages/team-details';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** How the team works together, beside a photo of the reception. */
export function TeamDetailsIntro() {
  const { heading, paragraphs, image } = teamDetailsPage.intro;
  return (
    <section aria-labelledby="team-details-intro" className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2">
      <ContentImage
        src={image.src}
        alt={image.alt}
        priority
        sizes="(min-width: 1024px) 45vw, 100vw"
        className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover"
      />
      <div>
        <SectionHeading heading={heading} id="team-details-intro" />
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-5 text-lg">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
