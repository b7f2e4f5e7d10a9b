import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts mobiles and landlines with a DDD', () => {
    expect(isValidPhone('(34) 99876-5432')).toBe(true);
    expect(isValidPhone('34998765432')).toBe(true);
    expect(isValidPhone('(34) 3230-9000')).toBe(true);
    expect(isValidPhone('+55 34 3230-9000')).toBe(true);
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(true);
  });

  it('refuses numbers without a DDD, unknown DDDs, bad first digits and text', () => {
    expect(isValidPhone('99876-5432')).toBe(false);
    expect(isValidPhone('(20) 99876-5432')).toBe(false);
    expect(isValidPhone('(34) 59876-5432')).toBe(false);
    expect(isValidPhone('(34) 9876-543')).toBe(false);
    expect(isValidPhone('0800 123 4567')).toBe(false);
    expect(isValidPhone('(34) 99876-5432 ramal 2')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('writes (DD) NNNNN-NNNN or (DD) NNNN-NNNN', () => {
    expect(formatPhone('34998765432')).toBe('(34) 99876-5432');
    expect(formatPhone('3432309000')).toBe('(34) 3230-9000');
    expect(formatPhone('+55 34 99876-5432')).toBe('(34) 99876-5432');
    expect(formatPhone('')).toBe('');
  });

  it('normalizes to DDD and number', () => {
    expect(normalizePhone('+55 (34) 99876-5432')).toBe('34998765432');
    expect(normalizePhone('(34) 3230-9000')).toBe('3432309000');
  });
});
