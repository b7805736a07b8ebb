import Lenis from 'lenis';
import { useEffect } from 'react';

/** Spec, 'Business constants': smooth-scroll smoothing (lerp) 0.1. */
export const SMOOTH_SCROLL_LERP = 0.1;

/** Wheel smoothing for mouse users (Lenis leaves touch scrolling native). Mounted only without reduced motion. */
export function SmoothScroll() {
  useEffect(() => {
    const lenis = new Lenis({ lerp: SMOOTH_SCROLL_LERP, autoRaf: true });
    return () => lenis.destroy();
  }, []);
  return null;
}
