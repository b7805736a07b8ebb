import { contactPage } from '@content/clinic-pages/contact';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { addressLines, callHoursText, mailtoHref, secondPhoneLabel, telHref } from '~/lib/contact';

function InfoBox({
  icon,
  subtitle,
  title,
  children,
}: {
  icon: ReactNode;
  subtitle: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <span
        aria-hidden="true"
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{subtitle}</p>
        <h3 className="mt-0.5 text-xl text-brand-900">{title}</h3>
        <div className="mt-2">{children}</div>
      </div>
    </li>
  );
}

/** The three ways to reach the clinic: e-mail, phone and street address. */
export function ContactInfoBoxes() {
  const boxes = contactPage.infoBoxes;
  const { contact } = site;
  const label = 'block text-sm font-normal text-muted';
  const link = 'font-semibold break-words text-brand-700 underline-offset-4 hover:underline';
  return (
    <div className="container-page pt-14 md:pt-20">
      <h2 className="sr-only">{boxes.label}</h2>
      <ul className="grid gap-6 md:grid-cols-3">
        <InfoBox icon={<Mail className="size-6" />} subtitle={boxes.email.subtitle} title={boxes.email.title}>
          <a href={mailtoHref(contact.email)} className={link}>
            <span className={label}>{ui.contactLabels.generalEmail}</span>
            {contact.email}
          </a>
        </InfoBox>
        <InfoBox icon={<Phone className="size-6" />} subtitle={boxes.phone.subtitle} title={boxes.phone.title}>
          <a href={telHref(contact.phone)} className={`${link} block`}>
            <span className={label}>{ui.contactLabels.mainPhone}</span>
            {contact.phone}
          </a>
          <a href={telHref(contact.phoneAlt)} className={`${link} mt-2 block`}>
            <span className={label}>{secondPhoneLabel(contact)}</span>
            {contact.phoneAlt}
          </a>
          <span className="mt-2 block text-sm text-muted">{callHoursText()}</span>
        </InfoBox>
        <InfoBox icon={<MapPin className="size-6" />} subtitle={boxes.address.subtitle} title={boxes.address.title}>
          <address className="not-italic">
            {addressLines(contact).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoBox>
      </ul>
    </div>
  );
}
