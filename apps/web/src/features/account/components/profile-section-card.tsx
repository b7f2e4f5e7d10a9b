import { type ReactNode, useId } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** A titled card around one section form, with its completeness badge. */
export function ProfileSectionCard({
  id,
  title,
  description,
  complete,
  children,
  className,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  complete?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-24 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-7',
        className,
      )}
    >
      <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-xl">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm leading-6 text-ink-muted">{description}</p>}
        </div>
        {complete !== undefined && (
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
              complete ? 'bg-success-soft text-ink' : 'bg-accent-soft text-accent-ink',
            )}
          >
            {complete && <CheckIcon className="size-3.5 text-success" strokeWidth={3} />}
            {complete ? 'Completo' : 'Pendente'}
          </span>
        )}
      </header>
      {children}
    </section>
  );
}
