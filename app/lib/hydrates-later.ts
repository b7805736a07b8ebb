import { createContext } from 'react';

/**
 * True inside a section whose prerendered HTML React hydrates after the rest of the page, when the section comes near
 * (app/lib/lazy-on-approach.tsx): there the page is already marked hydrated, yet the section must first render as
 * the build did.
 */
export const HydratesLater = createContext(false);
