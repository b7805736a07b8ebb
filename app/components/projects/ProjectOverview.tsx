import { projectDetailsPage } from '@content/clinic-pages/project-details';
import { ArrowRight, CalendarCheck, Check, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';

const actionIcons = [CalendarCheck, MessageCircle];

/** The programme: hero picture, description, what it includes, and the Make Appointment and Get Consultation cards. */
export function ProjectOverview() {
  const page = projectDetailsPage;
  return (
    <section aria-labelledby="project-title">
      <ContentImage
        src={page.hero.src}
        alt={page.hero.alt}
        priority
        sizes="(min-width: 1024px) 60vw, 100vw"
        className="aspect-[3/2] w-full rounded-[var(--radius-card)] bg-mist object-cover"
      />
      <h2 id="project-title" className="mt-8 text-title text-brand-900">
        {page.title}
      </h2>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} className="mt-5 text-lg">
          {paragraph}
        </p>
      ))}
      <h3 className="mt-8 text-2xl text-brand-900">{page.includes.title}</h3>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {page.includes.items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            {item}
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {page.actionCards.map((card, index) => {
          const Icon = actionIcons[index % actionIcons.length]!;
          return (
            <li key={card.title} className="flex flex-col rounded-[var(--radius-card)] bg-mist p-6">
              <Icon aria-hidden="true" className="size-9 text-brand-700" />
              <h3 className="mt-3 text-xl text-brand-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted">{card.text}</p>
              <Link
                to={card.button.path}
                className={`btn mt-5 self-start ${index === 0 ? 'btn-primary' : 'btn-outline'}`}
              >
                {card.button.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
