import { describe, expect, it } from 'vitest';
import { lastNight, rangeLabel, readCalendarRange, shiftRange, writeCalendarParams } from './calendar-range';

describe('calendar range', () => {
  it('reads the window from the URL, with today and 30 nights by default', () => {
    expect(readCalendarRange(new URLSearchParams(''), '2026-11-24')).toEqual({
      from: '2026-11-24',
      nights: 30,
    });
    expect(readCalendarRange(new URLSearchParams('from=2027-01-10&nights=90'), '2026-11-24')).toEqual({
      from: '2027-01-10',
      nights: 90,
    });
    expect(readCalendarRange(new URLSearchParams('from=2027-02-30&nights=45'), '2026-11-24')).toEqual({
      from: '2026-11-24',
      nights: 30,
    });
  });

  it('moves by a whole window and names its first and last nights', () => {
    const range = { from: '2026-11-24', nights: 30 } as const;
    expect(lastNight(range)).toBe('2026-12-23');
    expect(rangeLabel(range)).toBe('24/11/2026 a 23/12/2026');
    expect(shiftRange(range, 1)).toEqual({ from: '2026-12-24', nights: 30 });
    expect(shiftRange(range, -1)).toEqual({ from: '2026-10-25', nights: 30 });
  });

  it('writes the project and the window, keeping other parameters', () => {
    const params = writeCalendarParams(new URLSearchParams('other=1&project=a'), {
      project: 'b',
      range: { from: '2026-11-24', nights: 60 },
    });
    expect(params.toString()).toBe('other=1&project=b&from=2026-11-24&nights=60');
  });
});
