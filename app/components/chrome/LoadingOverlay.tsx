import { NO_OVERLAY_CLASS, OVERLAY_SEEN_KEY } from '@common/build-contract';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { useEffect, useState } from 'react';

/** Spec, 'Business constants': the overlay fades at 1000 ms and is removed 300 ms later. */
export const OVERLAY_FADE_AT = 1000;
export const OVERLAY_REMOVE_AFTER = 300;

/**
 * Sets NO_OVERLAY_CLASS on <html> before first paint when the overlay was already shown in this
 * visit, so it appears on the first load only. Inline in <head>; the server's CSP allows it by hash.
 */
export const overlayOncePerVisitScript = `try{if(sessionStorage.getItem('${OVERLAY_SEEN_KEY}'))document.documentElement.classList.add('${NO_OVERLAY_CLASS}');sessionStorage.setItem('${OVERLAY_SEEN_KEY}','1')}catch(e){}`;

/**
 * The full-screen loading overlay. It sits over content that is already in the HTML, and its
 * fade is pure CSS (app.css `.loading-overlay`), so it goes away even when JavaScript does not run.
 */
export function LoadingOverlay() {
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setRemoved(true), OVERLAY_FADE_AT + OVERLAY_REMOVE_AFTER);
    return () => window.clearTimeout(timer);
  }, []);
  if (!site.features.showLoadingOverlay || removed) return null;
  return (
    <div
      className="loading-overlay fixed inset-0 z-50 flex items-center justify-center bg-white"
      data-testid="loading-overlay"
      aria-hidden="true"
    >
      <div className="flex flex-col items-center gap-4">
        <svg viewBox="0 0 40 40" className="size-14 motion-safe:animate-pulse">
          <rect width="40" height="40" rx="12" fill="var(--color-brand-700)" />
          <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#fff" />
        </svg>
        <span className="sr-only">{ui.loading}</span>
      </div>
    </div>
  );
}
