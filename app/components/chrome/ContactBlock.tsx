import { site } from '@content/site';
import { ui } from '@content/ui';
import { Mail, MapPin, Phone } from 'lucide-react';
import { addressLines, mailtoHref, telHref } from '~/lib/contact';

/** The clinic's address, e-mail and phone, each saying what it is for, as used in the panels and the footer. */
export function ContactBlock({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const icon = tone === 'dark' ? 'bg-white/10 text-brand-100' : 'bg-brand-50 text-brand-700';
  const label = `block text-sm ${tone === 'dark' ? 'text-brand-100' : 'text-muted'}`;
  const link = tone === 'dark' ? 'text-white hover:text-brand-100' : 'text-ink hover:text-brand-700';
  const { contact } = site;
  return (
    <ul className="space-y-3">
      <li className="flex items-start gap-3">
        <span className={`mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${icon}`}>
          <MapPin aria-hidden="true" className="size-4" />
        </span>
        <address className="not-italic">
          <span className="sr-only">{ui.contactLabels.address}: </span>
          {addressLines().map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </li>
      <li className="flex items-center gap-3">
        <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${icon}`}>
          <Mail aria-hidden="true" className="size-4" />
        </span>
        <a href={mailtoHref(contact.email)} className={`break-all underline-offset-4 hover:underline ${link}`}>
          <span className={label}>{ui.contactLabels.generalEmail}</span>
          {contact.email}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${icon}`}>
          <Phone aria-hidden="true" className="size-4" />
        </span>
        <a href={telHref(contact.phone)} className={`underline-offset-4 hover:underline ${link}`}>
          <span className={label}>{ui.contactLabels.mainPhone}</span>
          {contact.phone}
        </a>
      </li>
    </ul>
  );
}
