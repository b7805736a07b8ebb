import type { SectionHeadingText } from '@content/schema/section';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  heading: SectionHeadingText;
  /** id of the h2, for the section's aria-labelledby. */
  id?: string;
  /**
   * 'page': the inner pages' heading, spaced by what follows it. 'home': the home sections' heading,
   * which keeps its own space below and a slightly tighter lead.
   */
  variant?: 'page' | 'home';
  align?: 'start' | 'center';
  /** A link or button beside the heading on wide screens (e.g. View All Services). */
  action?: ReactNode;
  /** Light text on a dark section. */
  tone?: 'dark' | 'light';
}

/** A section's eyebrow line, its h2 and an optional lead paragraph, with an optional action beside them. */
export function SectionHeading({
  heading,
  id,
  variant = 'page',
  align = 'start',
  action,
  tone = 'dark',
}: SectionHeadingProps) {
  const light = tone === 'light';
  const text = (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className={light ? 'eyebrow !text-brand-100' : 'eyebrow'}>{heading.eyebrow}</p>
      <h2 id={id} className={`mt-2 text-title ${light ? 'text-white' : 'text-brand-900'}`}>
        {heading.title}
      </h2>
      {heading.lead && (
        <p className={`${variant === 'home' ? 'mt-3' : 'mt-4'} text-lg ${light ? 'text-brand-50' : 'text-muted'}`}>
          {heading.lead}
        </p>
      )}
    </div>
  );
  if (variant === 'page' && !action) return text;
  return (
    <div className={`flex flex-wrap items-end justify-between ${variant === 'home' ? 'mb-8 gap-6' : 'gap-4'}`}>
      {text}
      {action}
    </div>
  );
}
