import { projectDetailsPage } from '@content/clinic-pages/project-details';
import { site } from '@content/site';
import { visitingConsultants } from '@content/team';
import { FileDown, PhoneCall } from 'lucide-react';
import { callHoursText, secondPhoneLabel, telHref } from '~/lib/contact';
import { ContentImage } from '~/components/ui/ContentImage';

/** Beside the programme: the four visiting consultants, the two downloads and the call card with the opening hours. */
export function ProjectSidebar() {
  const { consultants, downloads, callCard } = projectDetailsPage;
  return (
    <aside aria-label={consultants.title} className="space-y-8 lg:sticky lg:top-28">
      <section
        aria-labelledby="project-consultants"
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
      >
        <h2 id="project-consultants" className="text-2xl text-brand-900">
          {consultants.title}
        </h2>
        <p className="mt-2 text-muted">{consultants.lead}</p>
        <ul className="mt-5 space-y-4">
          {visitingConsultants.map((member) => (
            <li key={member.role} className="flex items-center gap-4">
              <ContentImage
                src={member.photo}
                alt={member.photoAlt}
                sizes="64px"
                className="size-16 shrink-0 rounded-full bg-mist object-cover"
              />
              <span>
                <span className="block font-display text-lg font-semibold text-brand-900">{member.name}</span>
                <span className="block text-muted">{member.role}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="project-downloads" className="rounded-[var(--radius-card)] bg-mist p-6">
        <h2 id="project-downloads" className="text-2xl text-brand-900">
          {downloads.title}
        </h2>
        <ul className="mt-4 space-y-3">
          {[downloads.serviceReport, downloads.serviceList].map((file) => (
            <li key={file.path}>
              {/* A real file built from the content at build time (scripts/build-downloads.ts). */}
              <a href={file.path} download className="btn btn-primary w-full justify-between">
                <span>{file.label}</span>
                <FileDown aria-hidden="true" className="size-5" />
              </a>
              <p className="mt-1 text-sm text-muted">{file.note}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="project-call" className="rounded-[var(--radius-card)] bg-brand-800 p-6 text-white">
        <PhoneCall aria-hidden="true" className="size-9 text-brand-200" />
        <h2 id="project-call" className="mt-3 text-2xl text-white">
          {callCard.title}
        </h2>
        <p className="mt-2 text-brand-100">{callCard.text}</p>
        <a
          href={telHref(site.contact.phoneAlt)}
          className="mt-4 inline-block font-semibold text-white underline-offset-4 hover:underline"
        >
          <span className="block text-sm font-normal text-brand-100">{secondPhoneLabel()}</span>
          <span className="font-display text-2xl">{site.contact.phoneAlt}</span>
        </a>
        <span className="mt-2 block text-sm text-brand-100">{callHoursText()}</span>
      </section>
    </aside>
  );
}
