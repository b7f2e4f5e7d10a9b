import { LONG_PERIOD_NIGHTS } from '../constants/business.ts';
import { nightsBetween } from '../dates/interval.ts';
import type { IsoDate } from '../dates/iso-date.ts';
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
 * The guarantees a longer lease's rent is post-paid under: the guarantee provider's analysed one (CredPago)
 * and the caução (charged before the keys, the rent after each month). A fiador is not asked for yet, so a
 * lease naming one is still billed as one without a guarantee (the coming month at most).
 */
const POST_PAID_GUARANTEES: readonly RentGuaranteeType[] = ['CREDPAGO', 'SECURITY_DEPOSIT'];

export function rentRegime(nights: number, guarantee: RentGuaranteeType | null): RentRegime {
  if (nights <= TEMPORADA_MAX_NIGHTS) return 'UP_FRONT';
  return guarantee && POST_PAID_GUARANTEES.includes(guarantee) ? 'POST_PAID' : 'MONTH_AHEAD';
}

/**
 * Guarantees that depend on someone else's yes (the guarantee provider's analysis, staff's of a fiador): the
 * rental waits for approval until they are ACTIVE, automatic approval included.
 */
const ANALYSED_GUARANTEES: readonly RentGuaranteeType[] = ['CREDPAGO', 'GUARANTOR'];

export function guaranteeGatesApproval(guarantee: RentGuaranteeType | null): boolean {
  return guarantee !== null && ANALYSED_GUARANTEES.includes(guarantee);
}

/**
 * How an extension's difference is billed, decided on the day the extension is asked for (`askedOn`) so the
 * addendum, the signature and the page agree:
 * - AT_ONCE: the stay, extended, is still temporada (art. 49), or, without a guarantee, every added night
 *   ends within the coming 30 days (the coming month, art. 42): one charge (Pix, boleto à vista or card);
 * - POST_PAID: the lease, extended, is post-paid: the added nights' months billed after they are lived;
 * - MONTH_AHEAD: otherwise: the added nights' months, each due on its first night.
 */
export const EXTENSION_BILLINGS = ['AT_ONCE', 'POST_PAID', 'MONTH_AHEAD'] as const;
export type ExtensionBilling = (typeof EXTENSION_BILLINGS)[number];

/** What the customer reads of when an extension's difference is paid. */
export const EXTENSION_BILLING_NOTES: Record<ExtensionBilling, string> = {
  AT_ONCE:
    'A diferença é paga de uma vez, por Pix, boleto à vista ou cartão, depois de assinar o termo aditivo.',
  POST_PAID:
    'Nada é pago agora: como os demais meses da locação, a diferença é cobrada depois de vivida — um boleto ' +
    'por período de 30 noites, com vencimento no 6º dia útil seguinte.',
  MONTH_AHEAD:
    'Nada é pago agora: como os demais meses da locação, a diferença é cobrada mês a mês — um boleto por ' +
    'período de 30 noites, com vencimento na primeira noite do período.',
};

export function extensionBilling(input: {
  startDate: IsoDate;
  newEnd: IsoDate;
  guarantee: RentGuaranteeType | null;
  askedOn: IsoDate;
}): ExtensionBilling {
  const regime = rentRegime(nightsBetween(input.startDate, input.newEnd), input.guarantee);
  if (regime === 'UP_FRONT') return 'AT_ONCE';
  if (regime === 'MONTH_AHEAD' && nightsBetween(input.askedOn, input.newEnd) <= LONG_PERIOD_NIGHTS)
    return 'AT_ONCE';
  return regime;
}

/**
 * The guarantee a lease really has: a caução only when there is an amount to pay (a modality without one
 * leaves a lease naming it without a guarantee), the named one otherwise.
 */
export function effectiveGuarantee(
  guarantee: RentGuaranteeType | null,
  depositCents: number | null | undefined,
): RentGuaranteeType | null {
  return guarantee === 'SECURITY_DEPOSIT' && !depositCents ? null : guarantee;
}

/** Whether a rental's caução was paid (held now, or given back since): only then is there a settlement. */
export function depositWasPaid(guarantee: { type: string; status: string } | null | undefined): boolean {
  return (
    guarantee?.type === 'SECURITY_DEPOSIT' &&
    (guarantee.status === 'ACTIVE' || guarantee.status === 'RELEASED')
  );
}
