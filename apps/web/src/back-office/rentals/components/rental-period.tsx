import { formatBrDate, pluralize } from '@estadia/domain';

/** '10/03/2026 a 15/03/2026' (wrapping between the dates in a narrow column) and '5 noites' under it. */
export function RentalPeriod({
  startDate,
  endDate,
  nights,
}: {
  startDate: string;
  endDate: string;
  nights: number;
}) {
  return (
    <>
      <span className="block">
        <span className="whitespace-nowrap">{formatBrDate(startDate)}</span> a{' '}
        <span className="whitespace-nowrap">{formatBrDate(endDate)}</span>
      </span>
      <span className="block text-xs text-ink-muted">{pluralize(nights, 'noite')}</span>
    </>
  );
}
