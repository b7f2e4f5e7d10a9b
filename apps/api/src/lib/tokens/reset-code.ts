import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: read from an e-mail and typed on a phone without doubt. */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESET_CODE_LENGTH = 8;
/**
 * The first characters select the stored code, the rest is the secret checked against its hash.
 * The request carries only the code (no e-mail), so the selector is what lets wrong guesses be
 * counted against one code and burn it after a few tries.
 */
export const RESET_CODE_SELECTOR_LENGTH = 3;

const CODE_PATTERN = new RegExp(`^[${RESET_CODE_ALPHABET}]{${RESET_CODE_LENGTH}}$`);

/** 8 characters drawn uniformly (crypto.randomInt has no modulo bias) from a CSPRNG. */
export function generateResetCode(): string {
  let code = '';
  for (let index = 0; index < RESET_CODE_LENGTH; index += 1) {
    code += RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Accepts what people type or paste: any letter case, spaces and hyphens ('abcd-efgh').
 * Returns the canonical code, or null when it cannot be one of ours.
 */
export function normalizeResetCode(input: string): string | null {
  if (input.length > 64) return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

export function resetCodeSelector(code: string): string {
  return code.slice(0, RESET_CODE_SELECTOR_LENGTH);
}

/** 'ABCDEFGH' → 'ABCD-EFGH', easier to read in an e-mail. */
export function formatResetCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
