import { testimonialPage } from '@content/clinic-pages/testimonial';
import { site } from '@content/site';
import { CheckCircle2 } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ContentImage } from '~/components/ui/ContentImage';
import { SectionHeading } from '~/components/ui/SectionHeading';

/**
 * Three person cards that select one of three long descriptions: a WAI-ARIA tab list. Arrow keys
 * move between tabs (and select: automatic activation), Home and End jump to the first and last.
 * Every panel is in the prerendered HTML; only the selected one is shown. With testimonials
 * switched off (site.features.showTestimonials) the cards name the condition only, not the patient.
 */
export function PatientStoryTabs() {
  const { heading, items, tabListLabel } = testimonialPage.stories;
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const showPeople = site.features.showTestimonials;

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(next[event.key]!);
  };

  return (
    <section aria-labelledby="patient-stories" className="container-page py-14 md:py-20">
      <SectionHeading heading={heading} id="patient-stories" />
      <div
        role="tablist"
        aria-label={tabListLabel}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="mt-8 grid gap-4 md:grid-cols-3"
      >
        {items.map((story, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={story.name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              className={`flex items-center gap-4 rounded-[var(--radius-card)] border-2 p-4 text-left transition-colors ${
                isSelected
                  ? 'border-brand-700 bg-brand-800 text-white shadow-[var(--shadow-raised)]'
                  : 'border-line bg-white text-ink hover:border-brand-600'
              }`}
            >
              {showPeople && (
                <ContentImage
                  src={story.photo.src}
                  alt=""
                  sizes="64px"
                  className="size-16 shrink-0 rounded-full bg-mist object-cover"
                />
              )}
              <span>
                {showPeople && <span className="block font-display text-lg font-semibold">{story.name}</span>}
                <span
                  className={`block ${showPeople ? (isSelected ? 'text-brand-100' : 'text-muted') : 'font-display text-lg font-semibold'}`}
                >
                  {story.condition}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {items.map((story, index) => (
        <div
          key={story.name}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-8 grid gap-8 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] md:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        >
          <div>
            <h3 className="text-2xl text-brand-900 md:text-3xl">{story.title}</h3>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="self-start rounded-2xl bg-mist p-6">
            <ul className="space-y-3">
              {story.carePoints.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
    </section>
  );
}
