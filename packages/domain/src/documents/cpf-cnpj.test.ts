import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCnpj,
  formatCpf,
  formatCpfOrCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  normalizeDocument,
} from './cpf-cnpj.ts';

describe('isValidCpf', () => {
  it('checks both check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
  });

  it('refuses repeated digits, wrong lengths and letters', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('52998224A25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });
});

// Receita Federal's rule, written out here to check the library against it: each character is worth
// its ASCII code minus 48 (digits 0–9, letters A=17 … Z=42); weights 2 to 9 from the right, cycling.
function checkDigit(base: string): string {
  let sum = 0;
  for (let index = 0; index < base.length; index++) {
    const weight = ((base.length - 1 - index) % 8) + 2;
    sum += (base.charCodeAt(index) - 48) * weight;
  }
  const remainder = sum % 11;
  return String(remainder < 2 ? 0 : 11 - remainder);
}

function withCheckDigits(base: string): string {
  const first = checkDigit(base);
  return base + first + checkDigit(base + first);
}

describe('isValidCnpj', () => {
  it('validates numeric CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it("validates the alphanumeric CNPJ (Receita Federal's example 12.ABC.345/01DE-35)", () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('refuses letters in the check digits, other symbols and wrong lengths', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501D*35')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('accepts every base with the check digits of the official rule, and refuses a wrong digit', () => {
    const base = fc
      .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 12, maxLength: 12 })
      .map((chars) => chars.join(''))
      .filter((value) => !/^(\d)\1{11}$/.test(value));
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 9 }), (value, shift) => {
        const cnpj = withCheckDigits(value);
        const wrong = cnpj.slice(0, 13) + String((Number(cnpj[13]) + shift) % 10);
        return isValidCnpj(cnpj) && !isValidCnpj(wrong);
      }),
    );
  });
});

describe('isValidCpfOrCnpj', () => {
  it('accepts either document', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfOrCnpj('12345')).toBe(false);
  });
});

describe('formatting', () => {
  it('masks a CPF', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('')).toBe('');
  });

  it('masks a CNPJ, numeric or alphanumeric', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12ABC')).toBe('12.ABC');
    expect(formatCnpj(null)).toBe('');
  });

  it('chooses the mask by length', () => {
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfOrCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfOrCnpj('529982')).toBe('529.982');
  });

  it('normalizes to the stored form', () => {
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
  });
});
