import { describe, expect, it } from 'vitest';
import commonPasswords from './common-passwords.json' with { type: 'json' };
import { findPasswordWeakness, isCommonPassword } from './password-policy.ts';

describe('password policy', () => {
  it('ships about ten thousand lowercase entries, without duplicates', () => {
    expect(commonPasswords.length).toBe(10_000);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    expect(commonPasswords.every((entry) => entry === entry.toLowerCase())).toBe(true);
  });

  it('refuses passwords under 8 characters', () => {
    expect(findPasswordWeakness('')).toBe('TOO_SHORT');
    expect(findPasswordWeakness('a1b2c3d')).toBe('TOO_SHORT');
    // Seven characters even though 'ção' takes more UTF-16 units or bytes.
    expect(findPasswordWeakness('açãoção')).toBe('TOO_SHORT');
    expect(findPasswordWeakness('😀😀😀😀😀😀😀')).toBe('TOO_SHORT');
  });

  it('accepts 8 to 128 characters, with spaces and accents, without composition rules', () => {
    expect(findPasswordWeakness('zebraquántica')).toBeNull();
    expect(findPasswordWeakness('meu gato come pão de queijo')).toBeNull();
    expect(findPasswordWeakness('x'.repeat(3) + 'y'.repeat(125))).toBeNull();
    expect(findPasswordWeakness('tudo minúsculo e sem números')).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(findPasswordWeakness('k'.repeat(129))).toBe('TOO_LONG');
  });

  it('refuses common passwords whatever the letter case, Brazilian ones included', () => {
    for (const password of [
      'password',
      'PASSWORD',
      '12345678',
      'senha123',
      'Mudar123',
      'BRASIL123',
      'iloveyou',
    ]) {
      expect(findPasswordWeakness(password), password).toBe('TOO_COMMON');
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('pão de queijo quentinho')).toBe(false);
  });

  it('refuses the e-mail address or its local part as the password', () => {
    expect(findPasswordWeakness('maria.silva.costa', { email: 'Maria.Silva.Costa@exemplo.com.br' })).toBe(
      'SAME_AS_EMAIL',
    );
    expect(findPasswordWeakness('maria.silva@exemplo.com', { email: 'maria.silva@exemplo.com' })).toBe(
      'SAME_AS_EMAIL',
    );
    expect(findPasswordWeakness('outra coisa bem longa', { email: 'maria@exemplo.com' })).toBeNull();
  });
});
