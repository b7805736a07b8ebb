import { site } from '@content/site';
import { ui } from '@content/ui';
import { Phone } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { telHref } from '~/lib/contact';

/** The sentence of ui.emergency.line with its {emergency} and {ambulance} slots as tap-to-call links. */
function EmergencySentence() {
  const numbers: Record<string, string> = { emergency: site.contact.emergencyPhone, ambulance: site.contact.ambulancePhone };
  const parts: ReactNode[] = ui.emergency.line.split(/\{(\w+)\}/).map((part, index) => {
    const number = index % 2 === 1 ? numbers[part] : undefined;
    if (number === undefined) return <Fragment key={index}>{part}</Fragment>;
    return (
      <a key={index} href={telHref(number)}>
        {number}
      </a>
    );
  });
  return <>{parts}</>;
}

/**
 * Emergency numbers on every page, outside the main content: a slim strip at the top of the header,
 * and a box in the menus and the side panel. Static HTML of fixed height, so it shifts nothing.
 * Its look is in app.css (.emergency-line), keeping the class lists out of the JavaScript.
 */
export function EmergencyLine({ variant }: { variant: 'strip' | 'panel' }) {
  return (
    <p className={`emergency-line ${variant === 'strip' ? 'emergency-strip' : 'emergency-panel'}`} data-emergency-line>
      <Phone aria-hidden="true" />
      <span>
        <EmergencySentence />
      </span>
    </p>
  );
}
