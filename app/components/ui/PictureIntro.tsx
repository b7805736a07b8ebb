import type { PictureIntroText } from '@content/schema/clinic-pages';
import { ContentImage } from './ContentImage';
import { SectionHeading } from './SectionHeading';

interface PictureIntroProps {
  intro: PictureIntroText;
  /** The heading's id, which names the section. */
  id: string;
  /** The picture on the left on wide screens (and first on phones); otherwise after the text. */
  pictureFirst?: boolean;
}

/** A page's opening section: a heading and a few paragraphs beside a picture, which is the page's LCP image. */
export function PictureIntro({ intro, id, pictureFirst = false }: PictureIntroProps) {
  const picture = (
    <ContentImage
      src={intro.image.src}
      alt={intro.image.alt}
      priority
      sizes="(min-width: 1024px) 45vw, calc(100vw - 2rem)"
      className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover"
    />
  );
  return (
    <section aria-labelledby={id} className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2">
      {pictureFirst && picture}
      <div>
        <SectionHeading heading={intro.heading} id={id} />
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-5 text-lg">
            {paragraph}
          </p>
        ))}
      </div>
      {!pictureFirst && picture}
    </section>
  );
}
