import { LONG_PERIOD_NIGHTS, SHORT_PERIOD_MAX_NIGHTS } from '../constants/business.ts';
import type { PeriodKind } from '../enums/period-kinds.ts';

/** Up to 29 nights is a short stay; 30 or more is long. */
export function periodForNights(nights: number): PeriodKind {
  return nights <= SHORT_PERIOD_MAX_NIGHTS ? 'SHORT_PERIOD' : 'LONG_PERIOD';
}

/** Whole 30-night periods and the nights left over, e.g. 45 → { periods: 1, extraNights: 15 }. */
export function splitLongStay(nights: number): { periods: number; extraNights: number } {
  return { periods: Math.floor(nights / LONG_PERIOD_NIGHTS), extraNights: nights % LONG_PERIOD_NIGHTS };
}
