import { describe, expect, it } from 'vitest';
import { cardLast4, detectCardBrand, isValidCardNumber } from './card.ts';

describe('isValidCardNumber', () => {
  it('checks the Luhn digit', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
  });

  it('refuses wrong lengths and letters', () => {
    expect(isValidCardNumber('4111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 111a')).toBe(false);
    expect(isValidCardNumber(null)).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it('recognizes the common brands', () => {
    expect(detectCardBrand('4111111111111111')).toBe('VISA');
    expect(detectCardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(detectCardBrand('2223000048400011')).toBe('MASTERCARD');
    expect(detectCardBrand('378282246310005')).toBe('AMEX');
    expect(detectCardBrand('6062825624254001')).toBe('HIPERCARD');
    expect(detectCardBrand('5067224275805500')).toBe('ELO');
    expect(detectCardBrand('4011784940185506')).toBe('ELO');
    expect(detectCardBrand('36227206271667')).toBe('DINERS');
    expect(detectCardBrand('9999999999999995')).toBe('OTHER');
  });
});

describe('cardLast4', () => {
  it('keeps the last four digits', () => {
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
  });
});
