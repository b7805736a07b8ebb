import type { FaqItem } from '@content/schema/clinic-pages';
import { TurningArrow } from '~/components/ui/TurningArrow';

interface FaqAccordionProps {
  items: FaqItem[];
  /** Index of the item open at first. */
  initiallyOpen: number;
}

/**
 * Questions as native <details> elements: each opens and closes on its own (no `name`, so they are
 * not exclusive), by mouse, keyboard or screen reader, and with JavaScript off. The arrow turns while open.
 */
export function FaqAccordion({ items, initiallyOpen }: FaqAccordionProps) {
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <details
          key={item.question}
          open={index === initiallyOpen}
          className="group rounded-2xl border border-line bg-white shadow-[var(--shadow-card)] open:border-brand-600"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span>
              <span aria-hidden="true" className="mr-2 text-brand-700">
                {String(index + 1).padStart(2, '0')}.
              </span>
              {item.question}
            </span>
            <TurningArrow turn="duration-300 group-open:rotate-180" className="size-5 text-brand-700" />
          </summary>
          <p className="px-5 pb-5 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
