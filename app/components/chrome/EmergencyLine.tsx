import { site } from '@content/site';
import { ui } from '@content/ui';
import { Phone } from 'lucide-react';
import { telHref } from '~/lib/contact';

/** The sentence of ui.emergency.line, its two slots (the emergency number, then the ambulance) as tap-to-call links. */
function EmergencySentence() {
  const [before, between, after] = ui.emergency.line.split(/\{\w+\}/);
  const { emergencyPhone, ambulancePhone } = site.contact;
  return (
    <>
      {before}
      <a href={telHref(emergencyPhone)}>{emergencyPhone}</a>
      {between}
      <a href={telHref(ambulancePhone)}>{ambulancePhone}</a>
      {after}
    </>
  );
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
