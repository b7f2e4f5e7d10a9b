import { formatCep as formatCepMask } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits.ts';

const CEP_PATTERN = /^\d{5}-?\d{3}$/;

/** '38400-000' or '38400000'. */
export function isValidCep(value: string | null | undefined): boolean {
  return CEP_PATTERN.test((value ?? '').trim());
}

export function normalizeCep(value: string | null | undefined): string {
  return onlyDigits(value);
}

/** '38400000' → '38400-000'; also masks a value still being typed. */
export function formatCep(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits ? formatCepMask(digits) : '';
}
