import { type ReactNode, Suspense, use } from 'react';

// Preact hydrates a page in one task. A part that suspends while the page is hydrated keeps its server
// markup as it is and is hydrated when what it waited for settles: waiting for the next task splits the
// page's hydration in two, and the browser can paint and answer input in between.

let nextTask: Promise<void> | undefined;

/**
 * Called right before a server-rendered page is hydrated: the parts wrapped in HydrateApart wait for the
 * next task, once. Resolves when they have been hydrated (theme-init.js holds form submissions until then).
 */
export function hydrateApartAfterThisTask(): Promise<void> {
  const waiting = new Promise<void>((resolve) => setTimeout(resolve, 0));
  nextTask = waiting.then(() => {
    nextTask = undefined;
  });
  // The parts re-render in the microtasks that follow the wait; a later task sees them hydrated.
  return nextTask.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

function AfterThisTask({ children }: { children: ReactNode }) {
  if (nextTask) use(nextTask);
  return children;
}

/**
 * A part of a server-rendered page (a form above the fold, say) hydrated in a task of its own, after the
 * page around it, so no single task of the page's start blocks the main thread for long (Lighthouse's Total
 * Blocking Time: /reserva-corporativa's fell from 156–164 ms to 32–63 ms when React did the same). Anywhere
 * else (on the server, a page rendered in the browser) it renders its children at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterThisTask>{children}</AfterThisTask>
    </Suspense>
  );
}
