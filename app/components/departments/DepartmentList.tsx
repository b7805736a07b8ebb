import { serviceDetailsPage } from '@content/clinic-pages/service-details';
import { Siren } from 'lucide-react';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** The parts of the clinic, and where to go in an emergency instead. */
export function DepartmentList() {
  const { departments, emergencyNote } = serviceDetailsPage;
  return (
    <section
      aria-labelledby="departments"
      data-reveal
      className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div>
        <SectionHeading heading={departments.heading} id="departments" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {departments.items.map((item) => (
            <li key={item.title} className="border-l-4 border-brand-600 pl-5">
              <h3 className="text-xl text-brand-900">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <aside
        aria-labelledby="department-emergency"
        className="self-start rounded-[var(--radius-card)] border-2 border-danger/30 bg-white p-6"
      >
        <h2 id="department-emergency" className="flex items-center gap-2 text-2xl text-danger">
          <Siren aria-hidden="true" className="size-6" />
          {emergencyNote.title}
        </h2>
        <p className="mt-3">{emergencyNote.text}</p>
      </aside>
    </section>
  );
}
