import type { RentGuaranteeType } from '../enums/rent-guarantee-types.ts';

/** A lease of up to 90 days is for temporada (Lei 8.245/1991, art. 48): it may be paid up front (art. 49). */
export const TEMPORADA_MAX_NIGHTS = 90;

/**
 * When a lease's rent may be charged (Lei 8.245/1991):
 * - UP_FRONT: temporada (≤ 90 nights): the whole stay before check-in (art. 49);
 * - MONTH_AHEAD: a longer lease without a guarantee: at most the coming month, one boleto per 30-night
 *   period due on its first night (art. 42);
 * - POST_PAID: a longer lease with a guarantee: each month billed after it is lived, due on the 6th working
 *   day of the next one (arts. 20 and 23 I; charging it ahead is an offence, art. 43 III).
 */
export const RENT_REGIMES = ['UP_FRONT', 'MONTH_AHEAD', 'POST_PAID'] as const;
export type RentRegime = (typeof RENT_REGIMES)[number];

export const RENT_REGIME_LABELS: Record<RentRegime, string> = {
  UP_FRONT: 'Antecipado (temporada, art. 49)',
  MONTH_AHEAD: 'Mês a mês, no máximo um mês adiantado (art. 42)',
  POST_PAID: 'Depois de cada mês vivido, até o 6º dia útil (arts. 20 e 23)',
};

/**
 * The guarantees a longer lease's rent is post-paid under. Only the guarantee provider's analysed one
 * (CredPago) is real so far: a caução is not charged yet and a fiador not yet asked, so a lease naming them
 * is still billed as one without a guarantee (the coming month at most), which the law allows either way.
 */
const POST_PAID_GUARANTEES: readonly RentGuaranteeType[] = ['CREDPAGO'];

export function rentRegime(nights: number, guarantee: RentGuaranteeType | null): RentRegime {
  if (nights <= TEMPORADA_MAX_NIGHTS) return 'UP_FRONT';
  return guarantee && POST_PAID_GUARANTEES.includes(guarantee) ? 'POST_PAID' : 'MONTH_AHEAD';
}

/**
 * Guarantees that depend on someone else's yes (the guarantee provider's analysis): the rental waits for
 * approval until they are ACTIVE, automatic approval included.
 */
const ANALYSED_GUARANTEES: readonly RentGuaranteeType[] = ['CREDPAGO'];

export function guaranteeGatesApproval(guarantee: RentGuaranteeType | null): boolean {
  return guarantee !== null && ANALYSED_GUARANTEES.includes(guarantee);
}
