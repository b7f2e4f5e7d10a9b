import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  type EarlyDeparture,
  formatBrDate,
  formatMoney,
  PERIOD_KIND_LABELS,
  pluralize,
  pluralWord,
  type QuoteLine,
  type Rental,
} from '@estadia/domain';
import type { WithDates } from '@/lib/date-fields';
import { apartmentLabel } from '../ui/apartment-label';
import { Badge } from '../ui/badge';
import { PriceBreakdown, type PriceBreakdownLine } from '../ui/price-breakdown';

function carSpotsText({ common, covered }: { common: number; covered: number }): string {
  const parts: string[] = [];
  if (common > 0) parts.push(`${common} ${pluralWord(common, 'vaga')} ${pluralWord(common, 'comum')}`);
  if (covered > 0) parts.push(`${covered} ${pluralWord(covered, 'vaga')} ${pluralWord(covered, 'coberta')}`);
  return parts.length > 0 ? parts.join(' e ') : 'Nenhuma';
}

/** The server's price lines: the rent is named, car spots keep their own label. */
export function priceLines(lines: readonly QuoteLine[]): PriceBreakdownLine[] {
  return lines.map((line) =>
    line.kind === 'RENT'
      ? { key: line.kind, label: 'Aluguel', detail: line.label, amountCents: line.amountCents }
      : {
          key: line.kind,
          label: line.kind === 'COMMON_SPOTS' ? 'Vagas comuns' : 'Vagas cobertas',
          detail: line.label,
          amountCents: line.amountCents,
        },
  );
}

/**
 * The price lines of a stay as it is now: the contract's lines, and after an early departure the
 * difference to its new value (the nights released less the fee or fine), so the lines add up to the total.
 */
export function stayPriceLines(rental: {
  priceLines: readonly QuoteLine[];
  rentalValueCents: number;
  earlyDeparture?: EarlyDeparture | null;
}): PriceBreakdownLine[] {
  const lines = priceLines(rental.priceLines);
  const departure = rental.earlyDeparture;
  if (!departure) return lines;
  const contractCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return [
    ...lines,
    {
      key: 'EARLY_DEPARTURE',
      label: `Saída antecipada para ${formatBrDate(departure.date)}`,
      detail:
        `${pluralize(departure.nightsReleased, 'noite liberada', 'noites liberadas')}` +
        (departure.transferLetterReview?.status === 'ACCEPTED'
          ? ', multa dispensada (carta de transferência aceita)'
          : departure.feeCents > 0
            ? `, com ${formatMoney(departure.feeCents)} de taxa ou multa`
            : ''),
      amountCents: rental.rentalValueCents - contractCents,
    },
  ];
}

/** Project, unit, apartment, dates and price of a rental, as the request flow and the review show it. */
export function RentalStaySummary({ rental }: { rental: WithDates<Rental> }) {
  const facts = [
    { term: 'Projeto', value: rental.project.name },
    { term: 'Modalidade', value: rental.projectModality.name },
    { term: 'Apartamento', value: apartmentLabel(rental.apartment) },
    {
      term: 'Check-in',
      value: `${formatBrDate(rental.startDate)} a partir das ${CHECK_IN_TIME}`,
    },
    { term: 'Check-out', value: `${formatBrDate(rental.endDate)} até ${CHECK_OUT_TIME}` },
    { term: 'Vagas de garagem', value: carSpotsText(rental.carSpots) },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term} className="min-w-0">
            <dt className="text-sm text-ink-subtle">{fact.term}</dt>
            <dd className="font-medium text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl bg-surface-muted p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-ink">{pluralize(rental.nights, 'noite')}</p>
          <Badge tone="info">{PERIOD_KIND_LABELS[rental.period]}</Badge>
        </div>
        <PriceBreakdown
          className="mt-3"
          lines={stayPriceLines(rental)}
          totalCents={rental.rentalValueCents}
        />
      </div>
    </div>
  );
}
