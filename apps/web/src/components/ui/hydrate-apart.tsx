import { type ReactNode, Suspense, use, useId } from 'react';

// Preact hydrates a page in one task. A part that suspends while the page is hydrated keeps its server
// markup as it is and is hydrated when what it waited for settles. Each part waits for a task of its own,
// in the order they were rendered: the page's hydration is split in as many tasks as it has parts plus one,
// and the browser can paint and answer input in between.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Hydration {
  /** Parts may still join (the page's own hydration task has not ended). */
  open: boolean;
  turns: Map<string, Promise<void>>;
  last: Promise<void>;
}

let hydration: Hydration | undefined;

/**
 * Called right before a server-rendered page is hydrated: the parts wrapped in HydrateApart that this
 * hydration renders each wait for a later task, one after the other. Resolves when they all have been
 * hydrated (theme-init.js holds form submissions until then).
 */
export function hydrateApartAfterThisTask(): Promise<void> {
  const current: Hydration = { open: true, turns: new Map(), last: Promise.resolve() };
  hydration = current;
  return nextTask()
    .then(() => {
      // Every part of the page has taken its turn by now: the ones rendered later render at once.
      current.open = false;
      return current.last;
    })
    .then(nextTask)
    .then(() => {
      if (hydration === current) hydration = undefined;
    });
}

/** The task `part` is hydrated in: its own, after the turns taken before it. */
function turnOf(part: string): Promise<void> | undefined {
  const current = hydration;
  if (!current) return undefined;
  const taken = current.turns.get(part);
  if (taken || !current.open) return taken;
  const turn = current.last.then(nextTask);
  current.turns.set(part, turn);
  current.last = turn;
  return turn;
}

function AfterItsTurn({ children }: { children: ReactNode }) {
  // The same id on every render of the part (its place in the tree), so a part keeps its turn.
  const turn = turnOf(useId());
  if (turn) use(turn);
  return children;
}

/**
 * A part of a server-rendered page (a form above the fold, a group of questions) hydrated in a task of
 * its own, after the page around it and the parts before it, so no single task of the page's start blocks
 * the main thread for long (Lighthouse's Total Blocking Time: /reserva-corporativa's fell from 156–164 ms
 * to 32–63 ms when React did the same). Anywhere else (on the server, a page rendered in the browser) it
 * renders its children at once.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterItsTurn>{children}</AfterItsTurn>
    </Suspense>
  );
}
