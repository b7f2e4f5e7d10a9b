import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { ChevronLeftIcon } from './booking-icons';

/** The way back above a page's title: a chevron and where it leads ('Minhas locações', 'Recepção'). */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-ink hover:underline',
        className,
      )}
    >
      <ChevronLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
