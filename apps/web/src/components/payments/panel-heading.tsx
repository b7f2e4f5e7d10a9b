import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * The heading of a panel of the payment screen. It takes the focus when the panel appears (the rental
 * moved on: signed, paid), so keyboard and screen-reader users land where the page changed.
 */
export function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
      {children}
    </h2>
  );
}
