import { describe, expect, it } from 'vitest';
import { formatBrDateTime } from './br-date-time.ts';

describe('formatBrDateTime', () => {
  it('shows an instant on the Brasília wall clock (UTC−3, no daylight saving since 2019)', () => {
    expect(formatBrDateTime(new Date('2025-01-10T17:04:05.000Z'))).toBe('10/01/2025 14:04:05');
    expect(formatBrDateTime(new Date('2025-07-01T02:30:00.000Z'))).toBe('30/06/2025 23:30:00');
  });

  it('writes midnight as 00, and leaves the seconds out when asked', () => {
    expect(formatBrDateTime(new Date('2025-03-01T03:00:09.000Z'), { seconds: false })).toBe(
      '01/03/2025 00:00',
    );
  });

  it('knows the daylight saving time of the past (February 2019 was UTC−2)', () => {
    expect(formatBrDateTime(new Date('2019-02-01T12:00:00.000Z'))).toBe('01/02/2019 10:00:00');
  });
});
