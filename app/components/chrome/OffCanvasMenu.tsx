import { switchOn } from '@content/helpers';
import type { MainMenuItem } from '@content/schema/navigation';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { SubscribeForm } from '~/components/forms/SubscribeForm';
import { Dialog } from '~/components/ui/Dialog';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { TurningArrow } from '~/components/ui/TurningArrow';
import { ContactBlock } from './ContactBlock';
import { EmergencyLine } from './EmergencyLine';
import { Logo } from './Logo';

interface OffCanvasMenuProps {
  open: boolean;
  onClose: () => void;
  items: MainMenuItem[];
}

/**
 * The small-screen menu: the main menu with one expandable group open at a time, contact details, Get Update, social
 * links.
 */
export function OffCanvasMenu({ open, onClose, items }: OffCanvasMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} label={ui.offCanvas.title} placement="left">
      <div className="mb-6 pr-12">
        <Logo />
      </div>
      <div className="mb-6">
        <EmergencyLine variant="panel" />
      </div>
      <nav aria-label={ui.offCanvas.navLabel}>
        <ul className="divide-y divide-line border-y border-line">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === 'link' ? (
                <NavLink
                  to={item.path}
                  end
                  className="flex min-h-12 items-center font-semibold aria-[current=page]:text-brand-700"
                >
                  {item.label}
                </NavLink>
              ) : (
                <>
                  <button
                    type="button"
                    aria-expanded={expanded === item.label}
                    aria-controls={`offcanvas-${item.label}`}
                    onClick={() => setExpanded(expanded === item.label ? null : item.label)}
                    className="flex min-h-12 w-full items-center justify-between font-semibold"
                  >
                    {item.label}
                    <TurningArrow turn={expanded === item.label ? 'rotate-180' : ''} className="size-5" />
                  </button>
                  <ul id={`offcanvas-${item.label}`} hidden={expanded !== item.label} className="pb-3 pl-3">
                    {(item.kind === 'dropdown' ? item.links : item.demos).map((link) =>
                      'path' in link ? (
                        <li key={link.label}>
                          <NavLink
                            to={link.path}
                            end
                            className="flex min-h-11 items-center text-muted aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                          >
                            {link.label}
                          </NavLink>
                        </li>
                      ) : (
                        <li key={link.label} className="flex min-h-11 items-center gap-2 text-muted">
                          {link.label}
                          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-ink">
                            {link.comingSoon}
                          </span>
                        </li>
                      ),
                    )}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-4">
        <h2 className="text-xl">{ui.offCanvas.contactTitle}</h2>
        <ContactBlock />
      </div>
      {switchOn(site.features, 'showNewsletter') && (
        <div className="mt-8 space-y-3">
          <h2 className="text-xl">{ui.offCanvas.getUpdateTitle}</h2>
          <SubscribeForm kind="get-update" />
        </div>
      )}
      <SocialLinks profiles={site.social} className="mt-6" />
    </Dialog>
  );
}
