import { DomainError } from '../errors/domain-error.ts';

/** Rounds to the nearest integer, a tie going away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Exact integer division rounded half away from zero, for numerators beyond float precision. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new DomainError('DIVISION_BY_ZERO', 'Divisão por zero.');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** True when a price in reais has no fraction of a cent (1234.56 yes, 10.005 no). */
export function hasCentPrecision(reais: number): boolean {
  return Number.isFinite(reais) && Math.round(reais * 100) / 100 === reais;
}

/**
 * Reais (a decimal number, as the API carries prices) → integer cents. A price with a fraction of a
 * cent is rounded half away from zero; a two-decimal price converts exactly.
 */
export function reaisToCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new DomainError('INVALID_PRICE', 'Valor inválido.');
  if (hasCentPrecision(reais)) return Math.round(reais * 100);
  return roundHalfAwayFromZero(Number((reais * 100).toFixed(6)));
}

export function centsToReais(cents: number): number {
  return cents / 100;
}
