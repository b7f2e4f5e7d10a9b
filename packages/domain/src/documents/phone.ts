import {
  formatPhone as formatPhoneMask,
  isValidPhone as isValidBrPhone,
  parsePhone,
} from '@brazilian-utils/brazilian-utils';

const PHONE_CHARACTERS = /^[\d\s()+.-]+$/;

/**
 * A Brazilian landline or mobile number with its DDD, e.g. '(34) 99876-5432' or '(34) 3230-9000',
 * with or without the +55 country code. Mobiles follow the current Anatel rule (9 digits starting 7–9).
 */
export function isValidPhone(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  return isValidBrPhone(text, { version: 2 });
}

/** DDD + number, digits only, without the country code: the form a phone is stored in. */
export function normalizePhone(value: string | null | undefined): string {
  return parsePhone(value ?? '');
}

/** '34998765432' → '(34) 99876-5432', '3432309000' → '(34) 3230-9000'. */
export function formatPhone(value: string | null | undefined): string {
  const digits = normalizePhone(value);
  return digits ? formatPhoneMask(digits, { mask: 'nanp' }) : '';
}
