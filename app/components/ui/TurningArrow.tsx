import { ChevronDown } from 'lucide-react';

interface TurningArrowProps {
  /**
   * When the arrow points up: `true` or `false` from the component's state (a menu's group), or `'while-details-open'`
   * for a `<summary>` whose `<details>` carries the `group` class (the turn is CSS, so it holds without JavaScript).
   */
  turned: boolean | 'while-details-open';
  /** The arrow's size and colour. */
  iconClassName: string;
  /** More classes for the turning box (a longer turn, say). */
  className?: string;
}

/**
 * A down arrow that turns to point up while what it opens is open. The turn is on an HTML box around the `<svg>`, not
 * on the `<svg>`: Chromium runs an SVG element's transition on the main thread, a frame of style, paint and commit per
 * step, where a box's `rotate` runs on the compositor (docs/decisions/0105-the-faq-arrow-turns-off-the-main-thread.md).
 */
export function TurningArrow({ turned, iconClassName, className = '' }: TurningArrowProps) {
  const turn = turned === 'while-details-open' ? 'group-open:rotate-180' : turned ? 'rotate-180' : '';
  return (
    <span aria-hidden="true" className={`flex shrink-0 transition-transform ${turn} ${className}`}>
      <ChevronDown className={iconClassName} />
    </span>
  );
}
