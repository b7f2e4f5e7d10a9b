import { describe, expect, it } from 'vitest';
import {
  formatResetCode,
  generateResetCode,
  normalizeResetCode,
  RESET_CODE_ALPHABET,
  resetCodeSelector,
} from './reset-code.ts';

describe('reset codes', () => {
  it('are 8 characters of the unambiguous alphabet', () => {
    for (let index = 0; index < 500; index += 1) {
      const code = generateResetCode();
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      expect(normalizeResetCode(code)).toBe(code);
    }
    expect(RESET_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('use the whole alphabet, roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 4000; index += 1) {
      for (const character of generateResetCode()) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(counts.size).toBe(RESET_CODE_ALPHABET.length);
    const expected = 32000 / RESET_CODE_ALPHABET.length;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.25);
  });

  it('accept what people type: lower case, spaces, hyphens', () => {
    expect(normalizeResetCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normalizeResetCode(' ab cd ef gh ')).toBe('ABCDEFGH');
    expect(normalizeResetCode(formatResetCode('K7MP2XQR'))).toBe('K7MP2XQR');
  });

  it('refuse anything else', () => {
    expect(normalizeResetCode('')).toBeNull();
    expect(normalizeResetCode('ABCDEFG')).toBeNull();
    expect(normalizeResetCode('ABCDEFGHJ')).toBeNull();
    expect(normalizeResetCode('ABCDEFG0')).toBeNull();
    expect(normalizeResetCode('ABCDEFGI')).toBeNull();
    expect(normalizeResetCode("ABCD'; --")).toBeNull();
    expect(normalizeResetCode('A'.repeat(10_000))).toBeNull();
  });

  it('split into a selector and a secret part', () => {
    expect(resetCodeSelector('K7MP2XQR')).toBe('K7M');
    expect(formatResetCode('K7MP2XQR')).toBe('K7MP-2XQR');
  });
});
