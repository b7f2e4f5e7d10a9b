import {
  addDays,
  compareIsoDates,
  EXTENSION_BILLING_NOTES,
  formatBrDate,
  formatMoney,
  type IsoDate,
  longStayHint,
  PERIOD_KIND_LABELS,
  pluralize,
} from '@estadia/domain';
import { useMemo, useState } from 'react';
import { LongStayHintCard } from '@/components/catalog/long-stay-hint-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { DateRange } from '@/components/ui/date-range-logic';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { FactList } from '@/components/ui/fact-list';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useUnavailableDates } from '@/lib/catalog/get-unavailable-dates';
import type { RentalView } from '@/lib/rentals/get-rental';
import { useCreateExtension, useExtensionQuote } from './api/extensions';
import { differenceTerm } from './extension-rules';

/**
 * The new check-out picked on the booking's calendar, the whole stay re-priced by the server, and
 * 'Prorrogar e reservar as noites', which holds the added nights at once.
 */
export function ExtensionPlanner({ rental }: { rental: RentalView }) {
  const [end, setEnd] = useState<IsoDate | null>(null);
  const [window, setWindow] = useState({ from: rental.endDate, to: addDays(rental.endDate, 62) });
  const unavailable = useUnavailableDates(rental.apartment.id, window);
  const disabledNights = useMemo(() => new Set(unavailable.data?.dates ?? []), [unavailable.data]);
  const quote = useExtensionQuote(rental.id, end);
  const create = useCreateExtension(rental.id);
  const hint = useMemo(() => {
    if (!end) return null;
    return longStayHint({
      modality: rental.projectModality,
      spotPrices: {
        commonSpotDaily: rental.project.commonSpotDaily,
        coveredSpotDaily: rental.project.coveredSpotDaily,
      },
      interval: { start: rental.startDate, end },
      carSpots: rental.carSpots,
    });
  }, [end, rental]);

  const onChange = (range: DateRange) => {
    // The stay's check-out is where the extension starts: the day picked is the new check-out.
    const picked = range.start === rental.endDate ? range.end : range.start;
    setEnd(picked && compareIsoDates(picked, rental.endDate) > 0 ? picked : null);
    create.reset();
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink">
        Saída atual: <strong>{formatBrDate(rental.endDate)}</strong>. As noites já reservadas por outros
        hóspedes aparecem desabilitadas.
      </p>
      <DateRangePicker
        value={{ start: rental.endDate, end }}
        onChange={onChange}
        rules={{ disabledNights, min: rental.endDate, max: addDays(rental.startDate, 730) }}
        onVisibleDaysChange={(from, to) => setWindow({ from, to })}
        note="Escolha a nova data de saída (check-out até 12:00)."
      />
      {end && quote.isPending && <Skeleton className="h-32 rounded-xl" />}
      {end && quote.isError && (
        <Alert
          tone={isApiError(quote.error) && quote.error.status === 409 ? 'warning' : 'error'}
          title="Não é possível prorrogar até essa data"
        >
          {errorMessage(quote.error)}
        </Alert>
      )}
      {end && quote.data && (
        <div className="space-y-4">
          <FactList
            facts={[
              { term: 'Nova saída', value: formatBrDate(quote.data.end) },
              {
                term: 'Estadia',
                value: `${pluralize(quote.data.nights, 'noite')} · ${PERIOD_KIND_LABELS[quote.data.period].toLowerCase()}`,
              },
              { term: 'Novo valor total', value: formatMoney(quote.data.rentalValueCents) },
              { term: 'Já contratado', value: formatMoney(rental.rentalValueCents) },
              {
                term: differenceTerm(quote.data.billing),
                value: <strong className="text-lg">{formatMoney(quote.data.differenceCents)}</strong>,
              },
              {
                term: 'Como foi calculado',
                wide: true,
                value: (
                  <ul className="space-y-1">
                    {quote.data.lines.map((line) => (
                      <li key={`${line.kind}-${line.label}`} className="flex justify-between gap-4">
                        <span>{line.label}</span>
                        <span className="tabular-nums">{formatMoney(line.amountCents)}</span>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
          {quote.data.billing && (
            <p className="text-sm text-ink">{EXTENSION_BILLING_NOTES[quote.data.billing]}</p>
          )}
          {hint && (
            <LongStayHintCard
              hint={hint}
              available={true}
              onExtend={() => setEnd(addDays(rental.startDate, hint.nights))}
            />
          )}
          {create.isError && (
            <Alert tone="error" title="A prorrogação não foi feita">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Button onClick={() => create.mutate(quote.data.end)} disabled={create.isPending}>
            {create.isPending ? 'Reservando as noites…' : 'Prorrogar e reservar as noites'}
          </Button>
        </div>
      )}
    </div>
  );
}
