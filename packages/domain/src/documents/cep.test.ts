import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep, normalizeCep } from './cep.ts';

describe('CEP', () => {
  it('accepts eight digits, with or without the hyphen', () => {
    expect(isValidCep('38400-000')).toBe(true);
    expect(isValidCep('38400000')).toBe(true);
    expect(isValidCep('3840-0000')).toBe(false);
    expect(isValidCep('3840000')).toBe(false);
    expect(isValidCep('38400-00a')).toBe(false);
    expect(isValidCep('')).toBe(false);
    expect(isValidCep(null)).toBe(false);
  });

  it('formats and normalizes', () => {
    expect(formatCep('38400000')).toBe('38400-000');
    expect(formatCep('38400-000')).toBe('38400-000');
    expect(formatCep('')).toBe('');
    expect(normalizeCep('38400-000')).toBe('38400000');
  });
});
