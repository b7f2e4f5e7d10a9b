// Mercado Pago reads `date_of_expiration` as ISO 8601 with milliseconds and an explicit offset
// (its example: 2020-05-30T23:59:59.000-04:00). We write Brazil's wall-clock time, the time the payer
// sees, and take the offset from the time-zone database rather than assuming -03:00.

const TIME_ZONE = 'America/Sao_Paulo';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** '-03:00' (or '+00:00' spelt as 'GMT'). */
function saoPauloOffset(instant: Date): string {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return /([+-]\d{2}:\d{2})$/.exec(name ?? '')?.[1] ?? '+00:00';
}

function offsetMilliseconds(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes) * 60_000;
}

/** The instant as São Paulo wall-clock time with its offset: 2026-03-10T14:30:00.000-03:00. */
export function toMercadoPagoDateTime(instant: Date): string {
  const offset = saoPauloOffset(instant);
  const wallClock = new Date(instant.getTime() + offsetMilliseconds(offset));
  return `${wallClock.toISOString().slice(0, 23)}${offset}`;
}

/** The last second of a day (YYYY-MM-DD) in São Paulo: a boleto is payable all through its due date. */
export function endOfDayInSaoPaulo(isoDate: string): string {
  const offset = saoPauloOffset(new Date(`${isoDate}T23:59:59.000-03:00`));
  return `${isoDate}T23:59:59.000${offset}`;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) an instant falls on in São Paulo. */
export function saoPauloDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** YYYY-MM-DD plus some days. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
