import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { useHomeText } from './HomeContent';

/**
 * A row of five service boxes, each titled with a link to its page; on wide screens the box
 * hovered or focused opens and the others close (spec: Dental Services open at first). On small
 * screens every box shows its text.
 */
export function ExpandableServices() {
  const text = useHomeText('expandable');
  const [active, setActive] = useState(text.initiallyOpen);
  return (
    <section aria-labelledby="home-expandable-title" className="py-16 md:py-24" data-reveal>
      <div className="container-page">
        <SectionHeading id="home-expandable-title" heading={text} variant="home" />
        <ul className="flex flex-col gap-4 lg:h-80 lg:flex-row">
          {text.boxes.map((box, index) => {
            const open = index === active;
            return (
              <li
                key={box.title}
                data-active={open}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                className={`group flex flex-col justify-end overflow-hidden rounded-[var(--radius-card)] p-6 transition-[flex-grow,background-color] duration-500 lg:min-w-0 ${
                  open ? 'bg-brand-700 text-white lg:grow-[3]' : 'bg-mist text-brand-900 lg:grow'
                } lg:basis-0`}
              >
                <h3 className={`font-display text-2xl ${open ? '' : 'lg:rotate-180 lg:[writing-mode:vertical-rl]'}`}>
                  <Link to={box.path} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                    {box.title}
                    <ArrowRight aria-hidden="true" className={`size-5 shrink-0 ${open ? '' : 'lg:hidden'}`} />
                  </Link>
                </h3>
                <p className={`mt-3 ${open ? 'text-brand-50' : 'text-muted lg:hidden'}`}>{box.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
