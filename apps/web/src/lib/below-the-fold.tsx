import { type ComponentType, memo, Suspense, use, useEffect } from 'react';

// Parts of a page far below the fold (the home page's lower sections, the footer) need not cost the
// first visit anything: on a prerendered page their markup is already there, so their code can wait
// until the visitor scrolls near them. React keeps server markup whose code has not arrived as it is
// (visible, not yet interactive) and hydrates it once the code is in.

/** How far ahead of the viewport a part's download starts. */
const NEAR_VIEWPORT = '600px 0px';

const parts = new Set<BelowTheFoldPart>();

/** Build time: downloads every part so the prerender renders them whole. */
export async function loadAllBelowTheFold(): Promise<void> {
  await Promise.all([...parts].map((part) => download(part)));
}

/**
 * Stops waiting for the viewport: every part still waiting downloads now. Called when the page is
 * about to change (a navigation, a new query client in context): React must hydrate a waiting part
 * before it can apply such an update, and would hold the update (or blank the part) until then.
 */
export function loadBelowTheFoldNow(): void {
  for (const part of parts) part.releaseWait();
}

/** Resolves once `anchor` comes near the viewport, or when `release` is called. */
function nearViewport(anchor: Element): { reached: Promise<void>; release: () => void } {
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(anchor);
    release = () => {
      observer.disconnect();
      resolve();
    };
  });
  return { reached, release };
}

/** A part of a page whose code is downloaded when needed (see belowTheFold). */
export interface BelowTheFoldPart {
  anchorId: string;
  load: () => Promise<ComponentType>;
  component?: ComponentType;
  downloading?: Promise<void>;
  needed?: Promise<void>;
  releaseWait: () => void;
}

function download(part: BelowTheFoldPart): Promise<void> {
  part.downloading ??= part.load().then((component) => {
    part.component = component;
  });
  return part.downloading;
}

function whenNeeded(part: BelowTheFoldPart): Promise<void> {
  const anchor = document.getElementById(part.anchorId);
  if (!anchor || typeof IntersectionObserver === 'undefined') return download(part);
  const { reached, release } = nearViewport(anchor);
  part.releaseWait = release;
  return reached.then(() => download(part));
}

/**
 * Declares a part (at module level) for <BelowTheFold>. `anchorId` names an element of its own
 * markup: while a prerendered page is hydrated, the download waits until that element nears the
 * viewport (or the page is left); in any other render (a client-side navigation) it starts at once.
 */
export function belowTheFold(anchorId: string, load: () => Promise<ComponentType>): BelowTheFoldPart {
  const part: BelowTheFoldPart = { anchorId, load, releaseWait: () => {} };
  parts.add(part);
  return part;
}

function Part({ part }: { part: BelowTheFoldPart }) {
  // One promise for every attempt: React waits on it, then renders again.
  if (!part.component) {
    part.needed ??= whenNeeded(part);
    use(part.needed);
  }
  const Component = part.component as ComponentType;
  return <Component />;
}

/**
 * Renders a part declared with belowTheFold. Memoised: a boundary still waiting for its code must
 * not receive new props, or React would drop the server markup and render the (empty) fallback.
 */
export const BelowTheFold = memo(function BelowTheFold({ part }: { part: BelowTheFoldPart }) {
  // Leaving the page before the part was needed: fetch it now, so it is ready the next time.
  useEffect(() => () => part.releaseWait(), [part]);
  return (
    <Suspense fallback={null}>
      <Part part={part} />
    </Suspense>
  );
});
