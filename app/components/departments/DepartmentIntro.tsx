import { serviceDetailsPage } from '@content/clinic-pages/service-details';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** How consultation, diagnostics and follow-up belong together, beside a photo of a consultation room. */
export function DepartmentIntro() {
  const { heading, paragraphs, image } = serviceDetailsPage.intro;
  return (
    <section aria-labelledby="department-intro" className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2">
      <div>
        <SectionHeading heading={heading} id="department-intro" />
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-5 text-lg">
            {paragraph}
          </p>
        ))}
      </div>
      <ContentImage
        src={image.src}
        alt={image.alt}
        priority
        sizes="(min-width: 1024px) 45vw, 100vw"
        className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover"
      />
    </section>
  );
}
