import { DomainError } from '../errors/domain-error.ts';
import { formatMoney } from '../money/format.ts';
import { effectivePrices, type ModalityPrices } from './quote.ts';

// The caução (Lei 8.245/1991, art. 38 § 2): a sum of money the tenant leaves with the landlord, never more
// than three months of rent. A modality's rent of a month is its long-stay price (per 30 nights), the dynamic
// one when set, as quotes charge it. One rule for the API (which refuses a higher caução) and the back-office
// form (which says the most it may be).

/** Months of rent a caução may reach at most (art. 38 § 2). */
export const SECURITY_DEPOSIT_MAX_MONTHS = 3;

export const SECURITY_DEPOSIT_TOO_HIGH = 'SECURITY_DEPOSIT_TOO_HIGH';

/** The largest caução the law allows for a modality, in cents: three of its 30-night periods. */
export function securityDepositCeilingCents(modality: ModalityPrices): number {
  return effectivePrices(modality).longCents * SECURITY_DEPOSIT_MAX_MONTHS;
}

/** 'A caução não pode passar de três meses de aluguel (Lei do Inquilinato, art. 38): no máximo R$ 9.000,00.' */
export function securityDepositTooHighMessage(ceilingCents: number): string {
  return (
    'A caução não pode passar de três meses de aluguel (Lei do Inquilinato, art. 38): ' +
    `no máximo ${formatMoney(ceilingCents)}.`
  );
}

/** Null when the caução (cents; null or 0 is none) fits the modality's prices, else why not. */
export function securityDepositProblem(
  depositCents: number | null | undefined,
  modality: ModalityPrices,
): string | null {
  if (!depositCents) return null;
  const ceiling = securityDepositCeilingCents(modality);
  return depositCents > ceiling ? securityDepositTooHighMessage(ceiling) : null;
}

/** Throws DomainError SECURITY_DEPOSIT_TOO_HIGH when the caução is above three months of rent. */
export function assertSecurityDepositAllowed(
  depositCents: number | null | undefined,
  modality: ModalityPrices,
): void {
  const problem = securityDepositProblem(depositCents, modality);
  if (problem) throw new DomainError(SECURITY_DEPOSIT_TOO_HIGH, problem);
}

/** 'Caução: R$ 3.000,00 (devolvida ao fim da locação)'; null when the modality offers none. */
export function securityDepositLine(depositCents: number | null | undefined): string | null {
  return depositCents ? `Caução: ${formatMoney(depositCents)} (devolvida ao fim da locação)` : null;
}
