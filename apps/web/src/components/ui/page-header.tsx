import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The top of a page: an optional eyebrow, the h1 and a short introduction. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('max-w-3xl', className)}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold tracking-wide text-accent-ink uppercase">{eyebrow}</p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg leading-8 text-pretty text-ink-muted">{intro}</p>}
      {children}
    </header>
  );
}

/** Page width and side padding shared by every screen. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}
