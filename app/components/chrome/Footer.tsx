import { switchOn } from '@content/helpers';
import { footer } from '@content/navigation';
import type { ChromeSettings } from '@content/schema/home';
import type { MenuLink } from '@content/schema/navigation';
import { site } from '@content/site';
import { fill, ui } from '@content/ui';
import { Link } from 'react-router';
import { openingPeriods } from '~/lib/contact';
import { SubscribeForm } from '~/components/forms/SubscribeForm';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { ContactBlock } from './ContactBlock';
import { Logo } from './Logo';
import { SessionHours } from './SessionHours';

/**
 * The year the build ran (vite.config.ts), not the visitor's: a page prerendered in one year and hydrated on a clock in
 * another (after New Year, or a clock set wrong) would draw another year than its prerendered text, and React would
 * throw the prerendered page away to draw it again.
 */
const BUILD_YEAR = import.meta.env.VITE_BUILD_YEAR as string;

export function Footer({ variant }: { variant: ChromeSettings['footer'] }) {
  const groups = variant === 'extended' ? [...footer.linkGroups, ...footer.extendedLinkGroups] : footer.linkGroups;
  return (
    <footer className="site-footer skip-until-near bg-brand-900 text-brand-50" data-variant={variant}>
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-brand-100">{site.tagline}</p>
          {switchOn(site.features, 'showNewsletter') && (
            <div>
              <h2 className="mb-3 font-sans text-base font-bold text-white">{ui.footer.newsletterTitle}</h2>
              <SubscribeForm kind="newsletter" tone="dark" />
            </div>
          )}
        </div>
        {groups.map((group) => (
          <LinkGroup key={group.title} title={group.title} links={group.links} />
        ))}
        {variant === 'extended' && <OpeningHours />}
        <div className="space-y-4">
          <h2 className="font-sans text-lg font-bold text-white">{ui.footer.contactTitle}</h2>
          <ContactBlock tone="dark" />
          {/* No "Follow us" heading over nothing: a clinic without profiles draws neither. */}
          {site.social.length > 0 && (
            <>
              <h2 className="pt-2 font-sans text-lg font-bold text-white">{ui.footer.socialTitle}</h2>
              <SocialLinks profiles={site.social} tone="dark" />
            </>
          )}
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* Below 768 px the scroll-to-top button (64 px from the right edge) sits over this line at the end of the
           page. */}
        <p className="container-page py-5 text-center text-sm text-brand-100 max-md:px-18">
          {fill(ui.footer.copyright, { year: BUILD_YEAR, practiceName: site.practiceName })}
        </p>
      </div>
    </footer>
  );
}

function LinkGroup({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 font-sans text-lg font-bold text-white">{title}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.path + link.label}>
            <Link
              to={link.path}
              className="inline-flex min-h-9 items-center text-brand-50 underline-offset-4 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OpeningHours() {
  return (
    <div>
      <h2 className="mb-4 font-sans text-lg font-bold text-white">{ui.footer.hoursTitle}</h2>
      <dl className="space-y-2">
        {openingPeriods().map((period) => (
          <div key={period.days} className="flex flex-wrap justify-between gap-x-4 border-b border-white/10 pb-2">
            <dt>{period.days}</dt>
            <dd className={period.open ? 'text-white' : 'font-semibold text-amber-300'}>
              <SessionHours period={period} />
            </dd>
          </div>
        ))}
      </dl>
      {switchOn(site.features, 'showNewsletter') && (
        <>
          <h2 className="mt-6 mb-3 font-sans text-base font-bold text-white">{ui.footer.signUpTitle}</h2>
          <SubscribeForm kind="get-update" tone="dark" />
        </>
      )}
    </div>
  );
}
