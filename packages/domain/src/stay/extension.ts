import { formatBrDate } from '../dates/br-date.ts';
import { nightsBetween } from '../dates/interval.ts';
import { addDays, compareIsoDates } from '../dates/iso-date.ts';
import type { PeriodKind } from '../enums/period-kinds.ts';
import type { RentalStatus } from '../enums/rental-statuses.ts';
import { DomainError } from '../errors/domain-error.ts';
import {
  type CarSpotsCount,
  calculateQuote,
  type ModalityPrices,
  type SpotPrices,
} from '../pricing/quote.ts';
import type { QuoteLine } from '../schemas/catalog.ts';

// 'Prorrogar estadia': a RENTED stay gets a later check-out. The whole stay is priced again by the price
// rule (a short stay that passes 29 nights becomes long), and the customer pays the difference.

export const EXTENSION_STATUSES = [
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
  'PAID',
  'EXPIRED',
  'CANCELLED',
] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

export const EXTENSION_STATUS_LABELS: Record<ExtensionStatus, string> = {
  WAITING_FOR_SIGNATURE: 'Aguardando assinatura do termo aditivo',
  WAITING_FOR_PAYMENT: 'Aguardando pagamento da diferença',
  PAID: 'Prorrogação confirmada',
  EXPIRED: 'Prorrogação expirada',
  CANCELLED: 'Prorrogação cancelada com a estadia',
};

/** Open extensions hold their added nights; only one per rental at a time. */
export const OPEN_EXTENSION_STATUSES: readonly ExtensionStatus[] = [
  'WAITING_FOR_SIGNATURE',
  'WAITING_FOR_PAYMENT',
];

/** The longest a stay may become through extensions (the same bound as a booking). */
export const MAX_EXTENDED_STAY_NIGHTS = 730;

export const AGREED_VALUE_LINE_LABEL = 'Complemento ao valor já contratado';

export interface ExtensionQuoteInput {
  modality: ModalityPrices;
  spotPrices: SpotPrices;
  carSpots: CarSpotsCount;
  /** The stay's check-in day. */
  start: string;
  /** The stay's check-out day today. */
  currentEnd: string;
  /** The check-out day asked for. */
  newEnd: string;
  /** What the stay is worth today (its charges add up to it). */
  currentValueCents: number;
}

export interface ExtensionQuote {
  end: string;
  nights: number;
  period: PeriodKind;
  /** The whole stay's new value. */
  rentalValueCents: number;
  /** What the customer pays now: the new value less the current one. */
  differenceCents: number;
  lines: QuoteLine[];
  /** The nights added, [currentEnd, end). */
  addedNights: number;
}

/**
 * The whole stay from its check-in to `newEnd`, priced by the price rule, and the difference to pay.
 * The value already agreed is a floor: when the new price is lower (a short stay turned long costs less
 * per night), the stay keeps its value, a line says so, and there is nothing to pay. Throws
 * DomainError EXTENSION_END_NOT_AFTER / EXTENSION_TOO_LONG for an end the rule refuses.
 */
export function quoteExtension(input: ExtensionQuoteInput): ExtensionQuote {
  if (compareIsoDates(input.newEnd, input.currentEnd) <= 0) {
    throw new DomainError(
      'EXTENSION_END_NOT_AFTER',
      `A nova data de saída deve ser depois de ${formatBrDate(input.currentEnd)}, a saída atual.`,
    );
  }
  const nights = nightsBetween(input.start, input.newEnd);
  if (nights > MAX_EXTENDED_STAY_NIGHTS) {
    throw new DomainError(
      'EXTENSION_TOO_LONG',
      `A estadia pode ter no máximo ${MAX_EXTENDED_STAY_NIGHTS} noites: escolha uma data de saída anterior a ${formatBrDate(addDays(input.start, MAX_EXTENDED_STAY_NIGHTS + 1))}.`,
    );
  }
  const quote = calculateQuote({
    modality: input.modality,
    spotPrices: input.spotPrices,
    interval: { start: input.start, end: input.newEnd },
    carSpots: input.carSpots,
  });
  const lines = [...quote.lines];
  const shortfall = input.currentValueCents - quote.totalCents;
  if (shortfall > 0)
    lines.push({ kind: 'AGREED_VALUE', label: AGREED_VALUE_LINE_LABEL, amountCents: shortfall });
  const rentalValueCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    end: input.newEnd,
    nights,
    period: quote.period,
    rentalValueCents,
    differenceCents: rentalValueCents - input.currentValueCents,
    lines,
    addedNights: nightsBetween(input.currentEnd, input.newEnd),
  };
}

/**
 * Why a stay cannot be extended today (a pt-BR sentence), or null when it can: RENTED, before its end, and
 * not shortened by an early departure (its value already holds the fine for the nights it gave back, so
 * re-pricing the whole stay on top of it would bill those nights twice over).
 */
export function extensionRefusal(
  stay: { status: RentalStatus; endDate: string; hasEarlyDeparture?: boolean },
  today: string,
): string | null {
  if (stay.status !== 'RENTED')
    return 'Só é possível prorrogar uma estadia paga e em andamento (locação confirmada).';
  if (compareIsoDates(today, stay.endDate) >= 0)
    return 'Esta estadia já chegou ao dia da saída: não é mais possível prorrogá-la.';
  if (stay.hasEarlyDeparture)
    return 'Esta estadia teve a saída antecipada: para ficar mais, fale com a nossa equipe ou faça uma nova reserva.';
  return null;
}
