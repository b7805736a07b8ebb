import type { ClientInstrumentation } from 'react-router';
import { afterNextFrame } from './after-first-paint';

/**
 * Every client-side navigation starts once the frame after the tap has been drawn
 * (docs/decisions/0092-navigation-starts-after-the-tap-s-frame.md). React Router's `navigate` starts the next
 * route's module at once, 26–48 ms at 4x CPU for the booking page; run in the click's own task, that held back the
 * frame that answers the tap. Links, forms and `navigate()` all go through it; the browser's back button does not.
 */
export const navigateAfterNextFrame: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(callNavigate) {
        await new Promise<void>((go) => afterNextFrame(go));
        await callNavigate();
      },
    });
  },
};
