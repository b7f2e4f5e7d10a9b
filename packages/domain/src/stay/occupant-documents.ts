import { isValidCpf, normalizeDocument } from '../documents/cpf-cnpj.ts';

/** The documents a guest can identify with at the front desk. */
export const OCCUPANT_DOCUMENT_TYPES = ['CPF', 'RG', 'PASSPORT'] as const;
export type OccupantDocumentType = (typeof OCCUPANT_DOCUMENT_TYPES)[number];

export const OCCUPANT_DOCUMENT_LABELS: Record<OccupantDocumentType, string> = {
  CPF: 'CPF',
  RG: 'RG',
  PASSPORT: 'Passaporte',
};

// RGs differ by state (5 to 14 characters, some end in X); passports are 6 to 9 letters and digits.
const RG_PATTERN = /^[0-9A-Z]{5,14}$/;
const PASSPORT_PATTERN = /^[0-9A-Z]{6,9}$/;

/** The message for a document number of that type that is not valid, or null when it is. */
export function occupantDocumentError(type: OccupantDocumentType, number: string): string | null {
  const value = normalizeDocument(number);
  if (type === 'CPF') return isValidCpf(value) ? null : 'CPF inválido: confira os dígitos';
  if (type === 'RG') return RG_PATTERN.test(value) ? null : 'RG inválido: de 5 a 14 letras ou números';
  return PASSPORT_PATTERN.test(value) ? null : 'Passaporte inválido: de 6 a 9 letras ou números';
}
