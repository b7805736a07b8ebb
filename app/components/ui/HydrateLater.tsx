import { type ReactNode, Suspense } from 'react';

/*
 * Preact hydrates a page in one task, where React cut the work into small slices: on a slow
 * phone that one task held the main thread for 150 ms and more (Lighthouse's Total Blocking
 * Time), delaying the first tap. A part wrapped in <HydrateLater> is hydrated in a task of its
 * own, after the page around it. Until then its prerendered HTML is on screen and its links and
 * forms work as plain HTML. Only the first hydration of a page is cut up: a part rendered later,
 * on the server or in a test renders at once. docs/decisions/0010-preact-runtime.md
 */

/** True only while `hydrateInChunks` runs the first, synchronous hydration pass. */
let firstPass = false;
/** The tasks the deferred parts hydrate in, one after the other. */
let turns: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the page's hydration, letting each <HydrateLater> part wait for a task of its own. */
export function hydrateInChunks(hydrate: () => void): void {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
}

/** Settles once every part deferred so far has had its turn (plus one task for its commit). */
export function deferredPartsHydrated(): Promise<void> {
  return turns.then(nextTask);
}

function WaitForTurn({ children }: { children: ReactNode }) {
  if (firstPass) {
    turns = turns.then(nextTask);
    // Preact keeps this part's prerendered DOM while the thrown promise is pending, and
    // hydrates it when it settles.
    throw turns;
  }
  return children;
}

/**
 * Hydrates `children` in a later task than the page around them. `children` must render exactly
 * one root element: that is the node Preact keeps while the part waits.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
