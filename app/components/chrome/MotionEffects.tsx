import { lazy, Suspense } from 'react';
import { useMediaQuery } from '~/hooks/useMediaQuery';

// Loaded only where they apply, so phones and reduced-motion visitors never download them.
const SmoothScroll = lazy(() => import('./motion/SmoothScroll').then((m) => ({ default: m.SmoothScroll })));
const CursorFollower = lazy(() => import('./motion/CursorFollower').then((m) => ({ default: m.CursorFollower })));
const ScrollReveal = lazy(() => import('./motion/ScrollReveal').then((m) => ({ default: m.ScrollReveal })));

/** Smooth scrolling, the cursor follower and scroll reveal: none under prefers-reduced-motion. */
export function MotionEffects() {
  const motionOk = useMediaQuery('(prefers-reduced-motion: no-preference)');
  const finePointer = useMediaQuery('(pointer: fine)');
  if (!motionOk) return null;
  return (
    <Suspense fallback={null}>
      <ScrollReveal />
      {finePointer && <SmoothScroll />}
      {finePointer && <CursorFollower />}
    </Suspense>
  );
}
