import { Asterisk, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import './home.css';
import { useHomeText } from './HomeContent';

/** Copies of the word list in the moving strip (two halves of four). */
const BAND_COPIES = 8;

interface BandItem {
  label: string;
  path?: string;
}

/**
 * Section 4: a band of words scrolling sideways. The list is read once (the moving copy is hidden
 * from screen readers); it pauses on hover and focus and with its own button (WCAG 2.2.2), and
 * stands still under prefers-reduced-motion.
 */
function TextBand({ label, items, tone }: { label: string; items: BandItem[]; tone: 'brand' | 'sand' }) {
  const text = useHomeText('bands');
  const [paused, setPaused] = useState(false);
  const look = tone === 'brand' ? 'bg-brand-700 text-white' : 'bg-sand text-brand-900';
  // One readable list, then copies for the eye only (hidden from screen readers, links out of the
  // tab order), enough to fill the widest screen twice so the -50% loop has no gap.
  const renderGroup = (readable: boolean, key: number) => (
    <ul key={key} className="flex shrink-0 items-center" aria-hidden={readable ? undefined : true}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center">
          {item.path ? (
            <Link
              to={item.path}
              tabIndex={readable ? undefined : -1}
              className="px-6 font-display text-2xl font-semibold whitespace-nowrap underline-offset-4 hover:underline md:text-4xl"
            >
              {item.label}
            </Link>
          ) : (
            <span className="px-6 font-display text-2xl font-semibold whitespace-nowrap md:text-4xl">{item.label}</span>
          )}
          <Asterisk aria-hidden="true" className="size-7 shrink-0 opacity-70" />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={label} className={`home-marquee-wrap relative flex items-center overflow-hidden py-5 ${look}`}>
      <div className="home-marquee flex w-max" data-paused={paused}>
        {Array.from({ length: BAND_COPIES }, (_, index) => renderGroup(index === 0, index))}
      </div>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        className="absolute right-2 z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-brand-800 shadow-[var(--shadow-card)] motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        <span className="sr-only">{paused ? text.play : text.pause}</span>
      </button>
    </section>
  );
}

export function ServicesBand() {
  const text = useHomeText('bands');
  return <TextBand label={text.servicesLabel} items={text.services} tone="brand" />;
}

export function SpecialtiesBand() {
  const text = useHomeText('bands');
  return <TextBand label={text.specialtiesLabel} items={text.specialties.map((label) => ({ label }))} tone="sand" />;
}
