import { ChevronDown } from 'lucide-react';

interface TurningArrowProps {
  /**
   * The classes that turn it: `rotate-180` while what it opens is open (from the component's state), or
   * `group-open:rotate-180` in a `<summary>` whose `<details>` carries the `group` class (pure CSS, so it turns without
   * JavaScript); with a duration if the turn is not the default's.
   */
  turn: string;
  /** The arrow's size and colour. */
  className: string;
}

/**
 * A down arrow that turns to point up while what it opens is open. The turn is on an HTML box around the `<svg>`, not
 * on the `<svg>`: Chromium runs an SVG element's transition on the main thread, a frame of style, paint and commit per
 * step, where a box's `rotate` runs on the compositor (docs/decisions/0105-the-faq-arrow-turns-off-the-main-thread.md).
 */
export function TurningArrow({ turn, className }: TurningArrowProps) {
  return (
    <span aria-hidden="true" className={`flex shrink-0 transition-transform ${turn}`}>
      <ChevronDown className={className} />
    </span>
  );
}
