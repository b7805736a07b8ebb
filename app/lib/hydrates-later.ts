import { createContext } from 'react';

/**
 * How far outside the viewport a section's code starts loading, one scroll flick on a phone: a section that hydrates
 * later (app/lib/lazy-on-approach.tsx) and a carousel's Swiper (app/components/carousel/Carousel.tsx).
 */
export const APPROACH_MARGIN = '300px 0px';

/**
 * True inside a section whose prerendered HTML React hydrates after the rest of the page, when the section comes near
 * (app/lib/lazy-on-approach.tsx): there the page is already marked hydrated, yet the section must first render as
 * the build did.
 */
export const HydratesLater = createContext(false);
