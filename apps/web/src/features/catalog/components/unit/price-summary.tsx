import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  type DateInterval,
  formatBrDate,
  type ModalityPrices,
  type Quote,
  type SpotPrices,
  securityDepositLine,
} from '@estadia/domain';
import { Badge } from '@/components/ui/badge';
import { InfoIcon } from '@/components/ui/booking-icons';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { priceSummaryView } from '@/features/catalog/booking/price-summary-rows';

interface PriceSummaryProps {
  quote: Quote;
  interval: DateInterval;
  modality: ModalityPrices;
  spotPrices: SpotPrices;
  carSpots: { common: number; covered: number };
  /** The server priced the stay differently (prices changed since the page was opened). */
  serverDiffers: boolean;
  /** The modality's caução, in cents: shown apart, never in the total (it is returned). */
  depositCents?: number | null;
}

/** The price of the chosen stay, line by line, with the check-in and check-out times. */
export function PriceSummary({
  quote,
  interval,
  modality,
  spotPrices,
  carSpots,
  serverDiffers,
  depositCents,
}: PriceSummaryProps) {
  const view = priceSummaryView(quote, { modality, spotPrices, carSpots });
  const deposit = securityDepositLine(depositCents);
  return (
    <section aria-labelledby="resumo-valor" className="rounded-xl bg-surface-muted p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="resumo-valor" className="font-semibold text-ink">
          Resumo do valor
        </h3>
        <Badge tone="info">{view.periodLabel}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-subtle">Check-in</dt>
          <dd className="font-medium text-ink">
            {formatBrDate(interval.start)}
            <span className="block text-xs font-normal text-ink-muted">a partir das {CHECK_IN_TIME}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-subtle">Check-out</dt>
          <dd className="font-medium text-ink">
            {formatBrDate(interval.end)}
            <span className="block text-xs font-normal text-ink-muted">até {CHECK_OUT_TIME}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm font-medium text-ink">{view.nightsLabel}</p>
      <PriceBreakdown className="mt-3" lines={view.rows} totalCents={view.totalCents} />
      {deposit && <p className="mt-3 text-sm text-ink-muted">{deposit}</p>}
      {serverDiffers && (
        <p className="mt-3 flex gap-2 text-xs text-ink-muted" role="status">
          <InfoIcon className="size-4 shrink-0" />
          Os preços foram atualizados desde que você abriu a página. O valor final será confirmado na próxima
          etapa.
        </p>
      )}
    </section>
  );
}
