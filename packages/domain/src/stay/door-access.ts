import { formatBrDateTime } from '../dates/br-date-time.ts';
import { CHECK_OUT_TIME } from '../dates/check-times.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import { checkInInstant } from '../rentals/withdrawal.ts';

/** The check-out instant: the last day at CHECK_OUT_TIME in Brasília (UTC−3, no daylight saving since 2019). */
export function checkOutInstant(endDate: IsoDate): Date {
  return new Date(`${endDate}T${CHECK_OUT_TIME}:00-03:00`);
}

/** When a stay's door code opens the door: from its check-in to its check-out, Brasília time. */
export function doorAccessWindow(stay: { startDate: IsoDate; endDate: IsoDate }): {
  validFrom: Date;
  validUntil: Date;
} {
  return { validFrom: checkInInstant(stay.startDate), validUntil: checkOutInstant(stay.endDate) };
}

/** 'Válido de 12/01/2027 às 14:00 até 15/01/2027 às 12:00' (instants as ISO 8601 or Date). */
export function doorAccessWindowSentence(access: {
  validFrom: string | Date;
  validUntil: string | Date;
}): string {
  const [fromDay, fromTime] = formatBrDateTime(new Date(access.validFrom), { seconds: false }).split(' ');
  const [untilDay, untilTime] = formatBrDateTime(new Date(access.validUntil), { seconds: false }).split(' ');
  return `Válido de ${fromDay} às ${fromTime} até ${untilDay} às ${untilTime}`;
}
