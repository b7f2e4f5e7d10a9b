import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Fact {
  term: string;
  value: ReactNode;
  /** Spans the whole row (long text: an address, a hash). */
  wide?: boolean;
}

/** Label and value pairs in a grid: two columns from 640 px, one on a phone. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2', className)}>
      {facts.map((fact) => (
        <div key={fact.term} className={cn('min-w-0', fact.wide && 'sm:col-span-2')}>
          <dt className="text-sm text-ink-subtle">{fact.term}</dt>
          <dd className="font-medium break-words text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
