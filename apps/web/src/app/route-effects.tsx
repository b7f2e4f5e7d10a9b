import { PRODUCT_NAME } from '@estadia/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from './router/route-types';

export const NAVBAR_ID = 'site-navbar';
const HASH_TARGET_WAIT_MS = 1500;

export function documentTitle(routeName: string | undefined): string {
  return routeName ? `${PRODUCT_NAME} - ${routeName}` : PRODUCT_NAME;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls so the target sits just below the sticky navbar, and moves keyboard focus to it. */
function scrollToElement(element: HTMLElement): void {
  const navbarHeight = document.getElementById(NAVBAR_ID)?.offsetHeight ?? 0;
  const top = element.getBoundingClientRect().top + window.scrollY - navbarHeight - 8;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Per-navigation effects: the tab title ('Estadia - <route name>'), scrolling (to the hash target,
 * else to the top) and a polite announcement of the new page for screen readers.
 */
export function RouteEffects() {
  const location = useLocation();
  const matches = useMatches();
  const routeName = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const title = documentTitle(routeName?.title);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    document.title = title;
    setAnnouncement(title);
  }, [title]);

  // Before the new page is painted, so it never shows at the old page's scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location.key)
  useLayoutEffect(() => {
    if (!location.hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    const started = performance.now();
    let frame = 0;
    // The target may appear only once the lazy page or its data has rendered.
    const attempt = () => {
      const element = document.getElementById(id);
      if (element) scrollToElement(element);
      else if (performance.now() - started < HASH_TARGET_WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [location.key]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
