import { LONG_PERIOD_NIGHTS } from '../constants/business.ts';
import { assertValidInterval, nightsBetween, type PartialDateInterval } from '../dates/interval.ts';
import { PERIOD_KIND_LABELS, type PeriodKind } from '../enums/period-kinds.ts';
import { DomainError } from '../errors/domain-error.ts';
import { divideRounded, reaisToCents } from '../money/cents.ts';
import { pluralize, pluralWord } from '../money/plural.ts';
import { periodForNights } from '../rentals/period.ts';
import type { Quote, QuoteLine } from '../schemas/catalog.ts';

export interface ModalityPrices {
  /** Per night, in reais. */
  priceShortPeriod: number;
  /** Per 30-night period, in reais. */
  priceLongPeriod: number;
  dynamicPrices?: { shortPeriod?: number | null; longPeriod?: number | null } | null;
}

/** Daily car-spot prices, in cents. */
export interface SpotPrices {
  commonSpotDaily: number;
  coveredSpotDaily: number;
}

export interface CarSpotsCount {
  common: number;
  covered: number;
}

export interface QuoteInput {
  modality: ModalityPrices;
  spotPrices: SpotPrices;
  interval: PartialDateInterval;
  carSpots?: Partial<CarSpotsCount> | null;
}

/** Prices in cents after dynamic prices are applied: per night (short) and per 30 nights (long). */
export interface EffectivePrices {
  shortCents: number;
  longCents: number;
}

function priceCents(reais: number): number {
  if (!Number.isFinite(reais) || reais < 0) throw new DomainError('INVALID_PRICE', 'Preço inválido.');
  return reaisToCents(reais);
}

/** A dynamic price, when set, replaces the modality's own price for its period. */
export function effectivePrices(modality: ModalityPrices): EffectivePrices {
  return {
    shortCents: priceCents(modality.dynamicPrices?.shortPeriod ?? modality.priceShortPeriod),
    longCents: priceCents(modality.dynamicPrices?.longPeriod ?? modality.priceLongPeriod),
  };
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new DomainError('PRICE_OUT_OF_RANGE', 'Valor fora do limite.');
  return result;
}

/**
 * Rent in cents. Short: price × nights. Long: price × whole periods + price × extra nights / 30, which
 * is exactly price × nights / 30; computed as a fraction of integers and rounded once.
 */
export function rentCents(nights: number, prices: EffectivePrices): number {
  const count = BigInt(nights);
  if (periodForNights(nights) === 'SHORT_PERIOD') return toSafeNumber(BigInt(prices.shortCents) * count);
  return toSafeNumber(divideRounded(BigInt(prices.longCents) * count, BigInt(LONG_PERIOD_NIGHTS)));
}

function spotCount(value: number | undefined): number {
  const count = value ?? 0;
  if (!Number.isInteger(count) || count < 0) {
    throw new DomainError('INVALID_CAR_SPOTS', 'Número de vagas inválido.');
  }
  return count;
}

function dailyCents(value: number): number {
  if (!Number.isInteger(value) || value < 0)
    throw new DomainError('INVALID_PRICE', 'Preço da vaga inválido.');
  return value;
}

function rentLabel(nights: number, period: PeriodKind): string {
  return `${pluralize(nights, 'noite')} · ${PERIOD_KIND_LABELS[period].toLowerCase()}`;
}

function spotsLabel(count: number, kind: 'comum' | 'coberta', nights: number): string {
  return `${count} ${pluralWord(count, 'vaga')} ${pluralWord(count, kind)} × ${pluralize(nights, 'noite')}`;
}

/**
 * The price of a stay, line by line, in integer cents. Throws DomainError INVALID_INTERVAL unless the
 * end is at least one day after the start.
 */
export function calculateQuote(input: QuoteInput): Quote {
  const interval = assertValidInterval(input.interval);
  const nights = nightsBetween(interval.start, interval.end);
  const period = periodForNights(nights);
  const common = spotCount(input.carSpots?.common);
  const covered = spotCount(input.carSpots?.covered);
  const commonDaily = dailyCents(input.spotPrices.commonSpotDaily);
  const coveredDaily = dailyCents(input.spotPrices.coveredSpotDaily);

  const lines: QuoteLine[] = [
    {
      kind: 'RENT',
      label: rentLabel(nights, period),
      amountCents: rentCents(nights, effectivePrices(input.modality)),
    },
  ];
  if (common > 0) {
    lines.push({
      kind: 'COMMON_SPOTS',
      label: spotsLabel(common, 'comum', nights),
      amountCents: toSafeNumber(BigInt(commonDaily) * BigInt(nights) * BigInt(common)),
    });
  }
  if (covered > 0) {
    lines.push({
      kind: 'COVERED_SPOTS',
      label: spotsLabel(covered, 'coberta', nights),
      amountCents: toSafeNumber(BigInt(coveredDaily) * BigInt(nights) * BigInt(covered)),
    });
  }

  const rent = lines[0]!.amountCents;
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { nights, period, rentCents: rent, carSpotsCents: total - rent, totalCents: total, lines };
}
