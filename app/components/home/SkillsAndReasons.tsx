import { site } from '@content/site';
import { CircleCheck } from 'lucide-react';
import { ContentImage } from '~/components/ui/ContentImage';
import { ProgressBar } from './ProgressBar';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { useHomeText } from './HomeContent';

/** Skill bars. Percentages are claims: off when the clinic switches claims off. */
export function SkillBars() {
  const text = useHomeText('skills');
  if (!site.features.showClaims) return null;
  return (
    <section aria-labelledby="home-skills-title" className="py-16 md:py-24" data-reveal>
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <ContentImage
          src={text.image}
          alt={text.imageAlt}
          sizes="(min-width: 1024px) 45vw, calc(100vw - 2rem)"
          className="aspect-[4/3] w-full rounded-[var(--radius-card)] object-cover"
        />
        <div>
          <SectionHeading id="home-skills-title" heading={text} variant="home" />
          <div className="space-y-6">
            {text.bars.map((bar) => (
              <ProgressBar key={bar.label} label={bar.label} percent={bar.percent} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** 'Why choose us': the clinic's reasons, beside a picture. */
export function WhyChooseUs() {
  const text = useHomeText('whyChooseUs');
  return (
    <section aria-labelledby="home-why-title" className="bg-sand py-16 md:py-24" data-reveal>
      <div className="container-page grid items-center gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="home-why-title" heading={text} variant="home" />
          <ul className="grid gap-6 sm:grid-cols-2">
            {text.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
                <div>
                  <h3 className="text-lg text-brand-900">{point.title}</h3>
                  <p className="mt-1 text-muted">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <ContentImage
          src={text.image}
          alt={text.imageAlt}
          sizes="(min-width: 1024px) 35vw, 100vw"
          className="mx-auto h-auto w-full max-w-sm"
        />
      </div>
    </section>
  );
}
