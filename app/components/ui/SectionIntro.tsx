import type { SectionHeadingText } from '@content/schema/clinic-pages';

interface SectionIntroProps {
  heading: SectionHeadingText;
  /** id of the h2, for the section's aria-labelledby. */
  id?: string;
  align?: 'start' | 'center';
  className?: string;
}

/** A section's eyebrow line, its h2 and an optional lead paragraph. */
export function SectionIntro({ heading, id, align = 'start', className = '' }: SectionIntroProps) {
  return (
    <div className={`${align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'} ${className}`}>
      <p className="eyebrow">{heading.eyebrow}</p>
      <h2 id={id} className="mt-2 text-title text-brand-900">
        {heading.title}
      </h2>
      {heading.lead && <p className="mt-4 text-lg text-muted">{heading.lead}</p>}
    </div>
  );
}
