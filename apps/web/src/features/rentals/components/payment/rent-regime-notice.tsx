import type { RentRegime } from '@estadia/domain';
import { cn } from '../../../../lib/cn';
import { RENT_REGIME_SENTENCES } from '../../request-options';

/** How a lease past temporada is billed, and the article of the law that says so (nothing for temporada). */
export function RentRegimeNotice({
  regime,
  className,
}: {
  regime: RentRegime | undefined;
  className?: string;
}) {
  const sentence = regime ? RENT_REGIME_SENTENCES[regime] : null;
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
