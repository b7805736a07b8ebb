import { projectsPage } from '@content/clinic-pages/projects';
import { Carousel } from '~/components/carousel/Carousel';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { ProjectCard } from './ProjectCard';

/** The four projects in a centred slider that starts at the second card (config `projects`). */
export function ProjectSlider() {
  const { heading, projects, sliderLabel } = projectsPage;
  return (
    <section aria-labelledby="projects" className="container-page py-14 md:py-20">
      <SectionHeading heading={heading} id="projects" />
      <Carousel
        name="projects"
        label={sliderLabel}
        items={projects}
        getKey={(project) => project.title}
        renderSlide={(project) => <ProjectCard project={project} />}
        className="mt-6"
      />
    </section>
  );
}
