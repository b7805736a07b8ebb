import { useEffect } from 'react';

/**
 * Runs `follow` once the component is mounted, then on every scroll and resize of the window. For what the chrome
 * shows by scroll depth (the fixed header, the scroll-to-top ring): `follow` writes to the DOM through refs, not to
 * React state. A state per scroll event re-rendered the header or the ring inside the frames of a scroll, and the
 * tap that follows a scroll waited for those renders
 * (docs/decisions/0095-the-chrome-follows-the-scroll-without-rendering.md). Pass a stable function (useCallback).
 */
export function useWindowScroll(follow: () => void): void {
  useEffect(() => {
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [follow]);
}
