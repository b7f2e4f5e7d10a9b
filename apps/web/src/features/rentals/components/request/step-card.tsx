import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** One step of the request: a titled card whose heading takes the focus when the step opens. */
export function StepCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="etapa-titulo" className="rounded-2xl border border-line bg-surface shadow-card">
      <div className="border-b border-line px-4 py-4 sm:px-6">
        <h2
          id="etapa-titulo"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-ink focus:outline-none"
        >
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      </div>
      <div className="px-4 py-5 sm:px-6">{children}</div>
      {footer && (
        <div className="flex flex-col-reverse gap-3 border-t border-line px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          {footer}
        </div>
      )}
    </section>
  );
}
