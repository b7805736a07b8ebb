import { switchOn } from '@content/helpers';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { CalendarCheck, MessageCircle, Phone, Stethoscope } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { callHoursPieces, telHref, whatsappHref } from '~/lib/contact';

/** Fixed quick actions below 768 px (spec: 'mobile bottom bar below 768 px'). */
export function MobileBar() {
  const item =
    'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-center text-xs font-semibold leading-tight';
  return (
    <nav
      aria-label={ui.mobileBar.label}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] md:hidden"
    >
      <ul className="flex">
        <li className="flex flex-1">
          <Link to="/appointment" className={`${item} bg-brand-700 text-white`}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {ui.mobileBar.book}
          </Link>
        </li>
        {switchOn(site.features, 'showSecondOpinion') && (
          <li className="flex flex-1">
            <Link to="/appointment" className={`${item} text-brand-800`}>
              <Stethoscope aria-hidden="true" className="size-5" />
              {ui.mobileBar.secondOpinion}
            </Link>
          </li>
        )}
        <li className="flex flex-1">
          <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={`${item} text-brand-800`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {ui.mobileBar.whatsapp}
            <span className="sr-only">{ui.externalLink}</span>
          </a>
        </li>
        <li className="flex flex-1">
          {/* The hours under "Call Us" (the icon beside it, to keep the bar's height); a line breaks between the days
              and a session, never inside one ("09:00 -" above "16:00" at 375 px). */}
          <a href={telHref(site.contact.phone)} className={`${item} text-brand-800`}>
            <span className="inline-flex items-center gap-1">
              <Phone aria-hidden="true" className="size-4" />
              {ui.mobileBar.call}
            </span>
            <span className="text-[0.6875rem] font-normal text-ink">
              {callHoursPieces().map((piece, index) => (
                <Fragment key={`${index} ${piece}`}>
                  {index > 0 && ' '}
                  <span className="whitespace-nowrap">{piece}</span>
                </Fragment>
              ))}
            </span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
