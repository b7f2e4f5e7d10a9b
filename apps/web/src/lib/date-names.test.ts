import { describe, expect, it } from 'vitest';
import { longDate, monthName } from './date-names';

describe('date names', () => {
  it('names the month and the day in Portuguese', () => {
    expect(monthName('2026-06-01')).toBe('junho de 2026');
    expect(longDate('2026-11-24')).toBe('terça-feira, 24 de novembro de 2026');
  });
});
