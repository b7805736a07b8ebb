import { Fragment, options } from 'preact';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInChunks } from './components/ui/HydrateLater';

// Preact hydrates a document into its <html> element (preact#3794), so the root layout's <html>
// must not render a second one inside it: in the browser it is a fragment. Its attributes are
// static and already in the prerendered page.
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
  previousVNodeHook?.(vnode);
};

/**
 * React Router's default client entry, run by Preact (docs/decisions/0010-preact-runtime.md),
 * plus one retry: `HydratedRouter` suspends on its first render until it has decoded the page's
 * prerendered state; React waits for such a root by itself, Preact throws the promise out of
 * `hydrateRoot`. So: when hydration throws a promise, hydrate again once it settles.
 * Parts wrapped in <HydrateLater> hydrate in tasks of their own, after this pass.
 */
function hydrate() {
  try {
    hydrateInChunks(() =>
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      ),
    );
  } catch (thrown) {
    if (!isPromiseLike(thrown)) throw thrown;
    thrown.then(hydrate, hydrate);
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

startTransition(hydrate);
