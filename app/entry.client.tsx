import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from './react-first';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint, enableFullStylesheet } from './lib/after-first-paint';
import { navigateAfterNextFrame } from './lib/navigate-after-next-frame';

/**
 * React Router's browser entry, as its default but for the wait: the page paints from its HTML first, then gets
 * the rest of its styles, then hydrates (docs/decisions/0036-react-router-8-vitest-5-no-router-internals.md).
 * StrictMode only in development, where its checks run: in production it does nothing but cost the page bytes.
 * Each navigation starts after the frame that answers its tap (app/lib/navigate-after-next-frame.ts).
 */
const router = <HydratedRouter instrumentations={[navigateAfterNextFrame]} />;

void afterFirstPaint().then(() => {
  enableFullStylesheet();
  // The headings' faces, a frame after that sheet has applied, while the page hydrates (app/lib/heading-font.ts).
  void import('./lib/heading-font').then((headingFont) => headingFont.loadHeadingFont());
  startTransition(() => {
    hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{router}</StrictMode> : router);
  });
});
