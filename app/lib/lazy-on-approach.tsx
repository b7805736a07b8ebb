import { type ComponentType, lazy } from 'react';
import { APPROACH_MARGIN, HydratesLater } from './hydrates-later';

/**
 * A component whose code a page loads only when its prerendered HTML comes near the viewport
 * (docs/decisions/0093-the-booking-page-s-testimonials-hydrate-on-approach.md). Rendered inside a `<Suspense>`, its
 * HTML stays as the build wrote it, readable and not yet hydrated, until the code is in; React then hydrates it.
 * `anchorId` names an element of that HTML; `HydratesLater` tells the section it hydrates after the page. Where there
 * is no such element (the build's prerender, a client-side navigation to the page, a clinic that switched the section
 * off) the code loads at once.
 */
export function lazyOnApproach<Props extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    if (!anchor) return { default: await load() };
    await nearViewport(anchor);
    const Section = await load();
    return {
      default: (props: Props) => (
        <HydratesLater value={true}>
          <Section {...props} />
        </HydratesLater>
      ),
    };
  });
}

function nearViewport(element: Element): Promise<void> {
  return new Promise((go) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        go();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
  });
}
