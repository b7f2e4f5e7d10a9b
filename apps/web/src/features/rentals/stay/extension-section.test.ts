import { describe, expect, it } from 'vitest';
import { canExtend } from './extension-section';

describe('canExtend', () => {
  it('offers the extension to a paid stay until the day before its check-out', () => {
    expect(canExtend({ status: 'RENTED', endDate: '2026-12-10' }, '2026-12-09')).toBe(true);
    expect(canExtend({ status: 'RENTED', endDate: '2026-12-10' }, '2026-12-10')).toBe(false);
    expect(canExtend({ status: 'WAITING_FOR_PAYMENT', endDate: '2026-12-10' }, '2026-12-01')).toBe(false);
    expect(canExtend({ status: 'FINISHED', endDate: '2026-12-10' }, '2026-12-01')).toBe(false);
  });
});
