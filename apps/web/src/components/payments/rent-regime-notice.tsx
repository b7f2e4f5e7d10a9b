import type { RentGuaranteeType, RentRegime } from '@estadia/domain';
import { cn } from '@/lib/cn';
import { regimeSentence } from '@/lib/rentals/request-options';

/** How a lease past temporada is billed, and the article of the law that says so (nothing for temporada). */
export function RentRegimeNotice({
  regime,
  guarantee,
  className,
}: {
  regime: RentRegime | undefined;
  /** The rental's guarantee: a caução is paid before the keys, the rent after. */
  guarantee?: RentGuaranteeType | null;
  className?: string;
}) {
  const sentence = regime ? regimeSentence(regime, guarantee) : null;
  if (!sentence) return null;
  return (
    <p
      className={cn(
        'rounded-xl border border-brand/30 bg-brand-soft px-4 py-3 text-sm leading-6 text-brand-ink',
        className,
      )}
      data-testid="rent-regime"
    >
      {sentence}
    </p>
  );
}
