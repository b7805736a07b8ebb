import { teamDetailsPage } from '@content/clinic-pages/team-details';
import { CheckCircle2 } from 'lucide-react';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** Each role in a patient's care, and the team's commitments. */
export function TeamRoles() {
  const { roles, commitments } = teamDetailsPage;
  return (
    <section aria-labelledby="team-roles" data-reveal className="bg-mist">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <SectionHeading heading={roles.heading} id="team-roles" />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {roles.items.map((role) => (
              <li key={role.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
                <h3 className="text-xl text-brand-900">{role.title}</h3>
                <p className="mt-2 text-muted">{role.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="team-commitments"
          className="self-start rounded-[var(--radius-card)] bg-brand-800 p-6 text-white md:p-8"
        >
          <h2 id="team-commitments" className="text-2xl text-white">
            {commitments.title}
          </h2>
          <ul className="mt-5 space-y-4">
            {commitments.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
                {item}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
