import { useEffect } from 'react';

/** What follows the scroll: given the scroll depth, read once for all, and the event (none on mount). */
export type ScrollFollower = (scrollY: number, event?: Event) => void;

const followers = new Set<ScrollFollower>();

function dispatch(event: Event) {
  // Read once, before any follower writes: after a write, reading scrollY lays the page out on the spot.
  const scrollY = window.scrollY;
  for (const follow of followers) follow(scrollY, event);
}

/**
 * Calls `follow` on every scroll and resize of the window. For what the chrome shows by scroll depth (the fixed
 * header, the scroll-to-top ring): `follow` writes to the DOM through refs, not to React state, and reads nothing that
 * needs layout; what it needs of boxes, a ResizeObserver measures after layout
 * (docs/decisions/0095-the-chrome-follows-the-scroll-without-rendering.md). Pass a stable function (useCallback).
 * The depth on mount (a page reloaded or returned to mid-way) is the caller's `useResized` measure's to follow, after
 * the first layout: read here, in the commit's effect, it laid the page out on the spot, inside hydration's task.
 */
export function useWindowScroll(follow: ScrollFollower): void {
  useEffect(() => {
    if (followers.size === 0) {
      window.addEventListener('scroll', dispatch, { passive: true });
      window.addEventListener('resize', dispatch);
    }
    followers.add(follow);
    return () => {
      followers.delete(follow);
      if (followers.size > 0) return;
      window.removeEventListener('scroll', dispatch);
      window.removeEventListener('resize', dispatch);
    };
  }, [follow]);
}

/**
 * Calls `measure` after the layout that first sizes the element `target` gives, and after each one that changes its
 * size: reading boxes there costs nothing. Pass stable functions.
 */
export function useResized(target: () => Element | null, measure: (element: Element) => void): void {
  useEffect(() => {
    const element = target();
    if (!element) return;
    // A browser without the observer (and the unit tests' DOM) gets the first measure only.
    if (typeof ResizeObserver === 'undefined') return measure(element);
    const observer = new ResizeObserver(() => measure(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, measure]);
}
