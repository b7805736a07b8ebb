import { switchOn } from '@content/helpers';
import type { ServiceListItem } from '@content/schema/navigation';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SubscribeForm } from '~/components/forms/SubscribeForm';
import { Dialog } from '~/components/ui/Dialog';
import { SocialLinks } from '~/components/ui/SocialLinks';
import { ContactBlock } from './ContactBlock';
import { EmergencyLine } from './EmergencyLine';
import { Logo } from './Logo';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  services: ServiceListItem[];
}

/** The wide-screen side panel: what the clinic provides, how to reach it, Get Update, social icons. */
export function SidePanel({ open, onClose, services }: SidePanelProps) {
  return (
    <Dialog open={open} onClose={onClose} label={ui.sidePanel.title} placement="right">
      <div className="mb-8 pr-12">
        <Logo />
      </div>
      <div className="mb-8">
        <EmergencyLine variant="panel" />
      </div>
      <div className="space-y-4">
        <h2 className="text-2xl">{ui.sidePanel.servicesTitle}</h2>
        <ul className="space-y-2">
          {services.map((service) => (
            <li key={service.label} className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {service.path ? (
                <Link to={service.path} className="hover:text-brand-700 hover:underline">
                  {service.label}
                </Link>
              ) : (
                service.label
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 space-y-4">
        <h2 className="text-2xl">{ui.sidePanel.contactTitle}</h2>
        <ContactBlock />
      </div>
      {switchOn(site.features, 'showNewsletter') && (
        <div className="mt-8 space-y-3">
          <h2 className="text-xl">{ui.sidePanel.getUpdateTitle}</h2>
          <SubscribeForm kind="get-update" />
        </div>
      )}
      <SocialLinks profiles={site.social} className="mt-6" />
    </Dialog>
  );
}
