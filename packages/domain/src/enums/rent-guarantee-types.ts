export const RENT_GUARANTEE_TYPES = ['CREDPAGO', 'SECURITY_DEPOSIT', 'GUARANTOR'] as const;
export type RentGuaranteeType = (typeof RENT_GUARANTEE_TYPES)[number];

export const RENT_GUARANTEE_TYPE_LABELS: Record<RentGuaranteeType, string> = {
  CREDPAGO: 'CredPago',
  SECURITY_DEPOSIT: 'Caução',
  GUARANTOR: 'Fiador',
};
