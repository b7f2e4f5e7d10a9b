/**
 * Where a rental's guarantee stands (api.md 'Guarantees and the law of the lease'): PENDING until the guarantee
 * provider's analysis approves it (or, for a caução, until it is paid), ACTIVE once it covers the lease,
 * REFUSED when the analysis refused it (the customer may then choose another), RELEASED once the lease no
 * longer needs it.
 */
export const GUARANTEE_STATUSES = ['PENDING', 'ACTIVE', 'REFUSED', 'RELEASED'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

export const GUARANTEE_STATUS_LABELS: Record<GuaranteeStatus, string> = {
  PENDING: 'Em análise',
  ACTIVE: 'Aprovada',
  REFUSED: 'Recusada',
  RELEASED: 'Liberada',
};

/** A caução's statuses as the customer reads them: nothing is analysed, it is paid, held and given back. */
export const DEPOSIT_STATUS_LABELS: Record<GuaranteeStatus, string> = {
  PENDING: 'A pagar',
  ACTIVE: 'Paga e guardada em seu nome',
  REFUSED: 'Recusada',
  RELEASED: 'Devolvida',
};

/** A caução pré-autorizada on a card: held on its limit, not paid; released, not given back. */
export const CARD_DEPOSIT_STATUS_LABELS: Partial<Record<GuaranteeStatus, string>> = {
  ACTIVE: 'Pré-autorizada no cartão, sem cobrança',
  RELEASED: 'Pré-autorização liberada',
};
