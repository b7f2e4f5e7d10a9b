import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { isoDateArbitrary } from '../test-support/arbitraries.ts';
import { formatBrDate, formatBrDateRange, INVALID_DATE_FORMAT_MESSAGE, parseBrDate } from './br-date.ts';

describe('parseBrDate', () => {
  let warn: MockInstance<(...data: unknown[]) => void>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    warn.mockRestore();
  });

  it('converts dd/MM/yyyy to YYYY-MM-DD', () => {
    expect(parseBrDate('31/01/2025')).toBe('2025-01-31');
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns an empty input into null without a message', () => {
    expect(parseBrDate('')).toBeNull();
    expect(parseBrDate('   ')).toBeNull();
    expect(parseBrDate(null)).toBeNull();
    expect(parseBrDate(undefined)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    '31/02/2024',
    '29/02/2023',
    '1/2/2024',
    '01/2/2024',
    '2024-02-01',
    '01-02-2024',
    '01/02/24',
    '32/01/2024',
    '00/01/2024',
    '01/13/2024',
    '01/02/2024 10:00',
    'amanhã',
  ])('refuses %s with an empty string and the console message', (text) => {
    expect(parseBrDate(text)).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(INVALID_DATE_FORMAT_MESSAGE);
  });

  it('uses the exact Portuguese message', () => {
    expect(INVALID_DATE_FORMAT_MESSAGE).toBe('Formato de data inválido. O formato aceito é xx/xx/xxxx');
  });

  it('reads back every date it formats', () => {
    fc.assert(fc.property(isoDateArbitrary, (date) => parseBrDate(formatBrDate(date)) === date));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('formatBrDate', () => {
  it('rearranges an ISO date without touching time zones', () => {
    expect(formatBrDate('2025-01-31')).toBe('31/01/2025');
    expect(formatBrDate('2024-02-29')).toBe('29/02/2024');
  });

  it('shows a Date by its local calendar date', () => {
    expect(formatBrDate(new Date(2024, 1, 29, 23, 59))).toBe('29/02/2024');
    expect(formatBrDate(new Date(2025, 0, 1, 0, 0))).toBe('01/01/2025');
  });

  it('shows an instant as the date it was in Brasília', () => {
    expect(formatBrDate('2025-01-01T02:30:00.000Z')).toBe('31/12/2024');
    expect(formatBrDate('2025-01-01T15:00:00Z')).toBe('01/01/2025');
  });

  it("falls back to '-'", () => {
    expect(formatBrDate(null)).toBe('-');
    expect(formatBrDate(undefined)).toBe('-');
    expect(formatBrDate('')).toBe('-');
    expect(formatBrDate('2024-02-30')).toBe('-');
    expect(formatBrDate('ontem')).toBe('-');
    expect(formatBrDate(new Date(Number.NaN))).toBe('-');
    expect(formatBrDate('2025-13-01T00:00:00Z')).toBe('-');
  });

  it('always gives dd/MM/yyyy for a valid date', () => {
    fc.assert(fc.property(isoDateArbitrary, (date) => /^\d{2}\/\d{2}\/\d{4}$/.test(formatBrDate(date))));
  });
});

describe('formatBrDateRange', () => {
  it('joins two dates', () => {
    expect(formatBrDateRange('2025-01-10', '2025-01-15')).toBe('10/01/2025 a 15/01/2025');
    expect(formatBrDateRange('2025-01-10', null)).toBe('10/01/2025 a -');
  });
});
