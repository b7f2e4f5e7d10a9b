import { cn } from '@/lib/cn';

const TERM_WIDTHS = { sm: 'sm:grid-cols-[8rem_minmax(0,1fr)]', md: 'sm:grid-cols-[10rem_minmax(0,1fr)]' };

/**
 * What a dialog acts on, boxed at its top (the payment, the case), so nobody acts on the wrong one: label
 * and value on a line from 640 px, the label above it on a phone.
 */
export function FactBox({
  facts,
  termWidth = 'sm',
}: {
  facts: readonly (readonly [term: string, value: string])[];
  termWidth?: keyof typeof TERM_WIDTHS;
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-4 gap-y-1.5 rounded-xl border border-line bg-surface-muted p-4 text-sm',
        TERM_WIDTHS[termWidth],
      )}
    >
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="mb-1.5 min-w-0 font-medium wrap-anywhere text-ink sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
