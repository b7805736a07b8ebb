import { aboutPage } from '@content/clinic-pages/about';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { CheckCircle2, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The clinic's story beside two photos of the clinic, with a Contact Us button. */
export function AboutStory() {
  const story = aboutPage.story;
  return (
    <section
      aria-labelledby="about-story"
      className="container-page grid items-center gap-12 py-14 md:py-20 lg:grid-cols-2"
    >
      <div className="relative pb-16 sm:pb-24">
        <ContentImage
          src={story.image.src}
          alt={story.image.alt}
          priority
          sizes="(min-width: 1024px) 40vw, 90vw"
          className="aspect-[4/3] w-[88%] rounded-[var(--radius-card)] object-cover"
        />
        <div className="absolute right-0 bottom-0 w-[55%] rounded-[var(--radius-card)] border-8 border-white shadow-[var(--shadow-raised)]">
          <ContentImage
            src={story.secondImage.src}
            alt={story.secondImage.alt}
            sizes="(min-width: 1024px) 25vw, 55vw"
            className="aspect-[4/3] w-full rounded-xl object-cover"
          />
        </div>
      </div>
      <div>
        <SectionHeading heading={story.heading} id="about-story" />
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-5 text-lg">
            {fill(paragraph, { foundingYear: site.foundingYear, locality: site.contact.address.locality })}
          </p>
        ))}
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {story.facts.map((fact) => (
            <li key={fact} className="flex items-start gap-2 font-semibold text-brand-900">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {fill(fact, { foundingYear: site.foundingYear })}
            </li>
          ))}
        </ul>
        <Link to={story.contactButton.path} className="btn btn-primary mt-8">
          <MessageCircle aria-hidden="true" className="size-5" />
          {story.contactButton.label}
        </Link>
      </div>
    </section>
  );
}
