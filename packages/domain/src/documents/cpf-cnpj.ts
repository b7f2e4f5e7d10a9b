import {
  formatCnpj as formatCnpjMask,
  formatCpf as formatCpfMask,
  isValidCnpj as isValidCnpjDigits,
  isValidCpf as isValidCpfDigits,
} from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './digits.ts';

const CPF_PATTERN = /^\d{11}$/;
// The 2026 CNPJ: 12 letters or digits, then 2 numeric check digits.
const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/;

/** Strips the mask ('.', '-', '/', spaces) and upper-cases letters: the form a document is stored in. */
export function normalizeDocument(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s./-]/g, '').toUpperCase();
}

export function isValidCpf(value: string | null | undefined): boolean {
  const document = normalizeDocument(value);
  return CPF_PATTERN.test(document) && isValidCpfDigits(document);
}

/** Numeric CNPJs and the alphanumeric ones issued from July 2026 (check digits over ASCII − 48). */
export function isValidCnpj(value: string | null | undefined): boolean {
  const document = normalizeDocument(value);
  return CNPJ_PATTERN.test(document) && isValidCnpjDigits(document, { version: 2 });
}

export function isValidCpfOrCnpj(value: string | null | undefined): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

/** '12345678909' → '123.456.789-09'; also masks a value still being typed. */
export function formatCpf(value: string | null | undefined): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits ? formatCpfMask(digits) : '';
}

/** '12ABC34501DE35' → '12.ABC.345/01DE-35'; also masks a value still being typed. */
export function formatCnpj(value: string | null | undefined): string {
  const document = normalizeDocument(value)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  return document ? formatCnpjMask(document, { version: 2 }) : '';
}

/** Up to 11 digits reads as a CPF, anything longer or with letters as a CNPJ. */
export function formatCpfOrCnpj(value: string | null | undefined): string {
  const document = normalizeDocument(value).replace(/[^0-9A-Z]/g, '');
  return /^\d{0,11}$/.test(document) ? formatCpf(document) : formatCnpj(document);
}
