import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';

export interface InfoCardProps {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  imageAlt: string;
  path: string;
  linkLabel: string;
}

/** A card of the home carousels: picture, tag, title, a sentence or two and a link to its page. */
export function InfoCard({ title, subtitle, description, image, imageAlt, path, linkLabel }: InfoCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <ContentImage
        src={image}
        alt={imageAlt}
        sizes="(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] w-full bg-mist object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">{subtitle}</p>
        <h3 className="mt-1 text-xl leading-snug text-brand-900">{title}</h3>
        <p className="mt-3 flex-1 text-muted">{description}</p>
        <Link
          to={path}
          className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
        >
          {linkLabel}
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
