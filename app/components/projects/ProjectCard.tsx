import { projectsPage } from '@content/clinic-pages/projects';
import type { Project } from '@content/schema/clinic-pages';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';

/** A project card of the slider: picture, tag, title, summary and View Details. */
export function ProjectCard({ project }: { project: Project }) {
  const viewDetails = projectsPage.viewDetails;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <ContentImage
        src={project.image.src}
        alt={project.image.alt}
        sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] w-full bg-mist object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow">{project.subtitle}</p>
        <h3 className="mt-1 text-xl leading-snug text-brand-900">{project.title}</h3>
        <p className="mt-3 flex-1 text-muted">{project.description}</p>
        <Link
          to={viewDetails.path}
          className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {viewDetails.label}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
