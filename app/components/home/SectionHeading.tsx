import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  /** A link or button beside the heading on wide screens (e.g. View All Services). */
  action?: ReactNode;
  /** Light text on a dark section. */
  tone?: 'dark' | 'light';
}

/** The heading block of a home section: small label, h2, optional lead and action. */
export function SectionHeading({ eyebrow, title, lead, id, action, tone = 'dark' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-6">
      <div className="max-w-2xl">
        <p className={`eyebrow ${light ? '!text-brand-100' : ''}`}>{eyebrow}</p>
        <h2 id={id} className={`mt-2 text-title ${light ? 'text-white' : 'text-brand-900'}`}>
          {title}
        </h2>
        {lead && <p className={`mt-3 text-lg ${light ? 'text-brand-50' : 'text-muted'}`}>{lead}</p>}
      </div>
      {action}
    </div>
  );
}

/** The "view all" link beside a section heading (View All Services, View All Blog, Meet the whole team). */
export function AllLink({ link }: { link: { label: string; path: string } }) {
  return (
    <Link to={link.path} className="btn btn-outline">
      {link.label}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
