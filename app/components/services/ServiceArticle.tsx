import { articleUi } from '@content/article-ui';
import { servicePath } from '@content/helpers';
import type { ServiceFrontmatter } from '@content/schema/service';
import { site } from '@content/site';
import { fill, ui } from '@content/ui';
import type { Root } from 'hast';
import { CalendarCheck, CircleAlert, Mail, Phone } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { serviceOptions } from '~/content/service-options';
import { callHoursText, mailtoHref, telHref } from '~/lib/contact';
import { PageBanner } from '~/components/chrome/PageBanner';
import { Markdown } from '~/components/markdown/Markdown';
import { ContentImage } from '~/components/ui/ContentImage';
import { bookingHref } from '@common/booking-link';
import { ServiceDoctors } from './ServiceDoctors';

/** A service page: hero image, the Markdown text, its lists, a side card and the call to action. */
export function ServiceArticle({ service, body }: { service: ServiceFrontmatter; body: Root }) {
  const emergency = fill(articleUi.servicePage.emergencyTitle, {
    phone: site.contact.emergencyPhone,
    ambulance: site.contact.ambulancePhone,
  });
  return (
    <>
      <PageBanner title={service.title} lead={service.summary} />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:py-16">
        <article>
          <div className="overflow-hidden rounded-[var(--radius-card)] bg-mist">
            <ContentImage
              src={service.image}
              alt={service.imageAlt}
              priority
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="h-auto w-full"
            />
          </div>
          <Markdown tree={body} className="mt-8" />
          {service.conditions.length > 0 && (
            <ListBlock title={articleUi.servicePage.conditionsTitle} items={service.conditions} />
          )}
          {service.treatments.length > 0 && (
            <ListBlock title={articleUi.servicePage.treatmentsTitle} items={service.treatments} />
          )}
          <ListBlock title={articleUi.servicePage.whenTitle} items={service.whenToSeeDoctor} />
          {service.emergencySigns.length > 0 && (
            <section
              className="mt-10 rounded-[var(--radius-card)] border-2 border-danger/30 bg-red-50 p-6"
              aria-labelledby="emergency-signs"
            >
              <h2 id="emergency-signs" className="flex items-center gap-2 text-2xl text-danger">
                <CircleAlert aria-hidden="true" className="size-6" />
                {emergency}
              </h2>
              <ul className="mt-4 list-disc space-y-2 pl-6">
                {service.emergencySigns.map((sign) => (
                  <li key={sign}>{sign}</li>
                ))}
              </ul>
              <p className="mt-4 font-semibold">
                {fill(articleUi.servicePage.emergencyText, {
                  phone: site.contact.emergencyPhone,
                  ambulance: site.contact.ambulancePhone,
                })}
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <a href={telHref(site.contact.emergencyPhone)} className="btn bg-danger text-white hover:bg-red-800">
                  <Phone aria-hidden="true" className="size-5" />
                  {site.contact.emergencyLabel}: {site.contact.emergencyPhone}
                </a>
                <a href={telHref(site.contact.ambulancePhone)} className="btn bg-danger text-white hover:bg-red-800">
                  <Phone aria-hidden="true" className="size-5" />
                  {site.contact.ambulanceLabel}: {site.contact.ambulancePhone}
                </a>
              </div>
            </section>
          )}
          <section
            className="mt-10 rounded-[var(--radius-card)] bg-brand-800 p-8 text-white"
            aria-labelledby="service-cta"
          >
            <h2 id="service-cta" className="text-2xl">
              {articleUi.servicePage.ctaTitle}
            </h2>
            <p className="mt-2 text-brand-100">{articleUi.servicePage.ctaText}</p>
            <Link to={bookingHref({ service: service.label })} className="btn btn-light mt-5">
              <CalendarCheck aria-hidden="true" className="size-5" />
              {articleUi.servicePage.ctaButton}
            </Link>
          </section>
          <aside
            aria-label={articleUi.servicePage.disclaimerTitle}
            className="mt-8 border-l-4 border-accent bg-sand p-4 text-sm text-ink"
          >
            <strong>{articleUi.servicePage.disclaimerTitle}: </strong>
            {site.medicalDisclaimer}
          </aside>
        </article>
        <aside aria-label={articleUi.servicePage.sidebarLabel} className="space-y-8 lg:sticky lg:top-28 lg:self-start">
          <ServiceDoctors service={service} />
          <section className="rounded-[var(--radius-card)] bg-mist p-6" aria-labelledby="service-help">
            <h2 id="service-help" className="text-2xl text-brand-900">
              {articleUi.servicePage.sideCardTitle}
            </h2>
            <p className="mt-2 text-muted">{articleUi.servicePage.sideCardText}</p>
            <ul className="mt-4 space-y-3 font-semibold">
              <li>
                <a href={telHref(site.contact.phone)} className="flex items-center gap-3 hover:text-brand-700">
                  <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block text-sm font-normal text-muted">{ui.contactLabels.mainPhone}</span>
                    {site.contact.phone}
                  </span>
                </a>
                <span className="mt-1 block pl-8 text-sm font-normal text-muted">{callHoursText()}</span>
              </li>
              <li>
                <a
                  href={mailtoHref(site.contact.email)}
                  className="flex items-center gap-3 break-all hover:text-brand-700"
                >
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block text-sm font-normal break-normal text-muted">
                      {ui.contactLabels.generalEmail}
                    </span>
                    {site.contact.email}
                  </span>
                </a>
              </li>
            </ul>
            <Link to="/contact" className="btn btn-primary mt-5">
              {articleUi.servicePage.contactButton}
            </Link>
          </section>
          <nav aria-labelledby="service-list" className="rounded-[var(--radius-card)] border border-line p-6">
            <h2 id="service-list" className="text-xl text-brand-900">
              {articleUi.servicePage.otherServicesTitle}
            </h2>
            <ul className="mt-3">
              {serviceOptions.map((other) => (
                <li key={other.slug}>
                  <NavLink
                    to={servicePath(other)}
                    className="flex min-h-10 items-center border-b border-line py-1 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                  >
                    {other.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}

function ListBlock({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl text-brand-900">{title}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl bg-mist px-4 py-3">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
