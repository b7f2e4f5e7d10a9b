import commonPasswords from './common-passwords.json' with { type: 'json' };

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const COMMON = new Set<string>(commonPasswords);

export type PasswordWeakness = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON' | 'SAME_AS_EMAIL';

export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  TOO_SHORT: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  TOO_LONG: `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`,
  TOO_COMMON: 'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
  SAME_AS_EMAIL: 'A senha não pode ser igual ao seu e-mail. Escolha outra.',
};

/**
 * Length and a list of the most common passwords, nothing else (no required digits or symbols):
 * any character counts, spaces and accents included, so a long passphrase is welcome.
 * Length is counted in characters as people see them (code points), not UTF-16 units.
 */
export function findPasswordWeakness(
  password: string,
  context: { email?: string } = {},
): PasswordWeakness | null {
  const normalized = password.normalize('NFC');
  const length = [...normalized].length;
  if (length < MIN_PASSWORD_LENGTH) return 'TOO_SHORT';
  if (length > MAX_PASSWORD_LENGTH) return 'TOO_LONG';
  const lowered = normalized.toLowerCase();
  if (COMMON.has(lowered) || COMMON.has(lowered.trim())) return 'TOO_COMMON';
  if (context.email) {
    const email = context.email.trim().toLowerCase();
    const localPart = email.split('@')[0] ?? '';
    if (lowered === email || lowered === localPart) return 'SAME_AS_EMAIL';
  }
  return null;
}

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFC').toLowerCase());
}
