import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  isReportable,
  occupancyQuery,
  presetOf,
  presetRange,
  searchFromFilters,
} from './report-range';

describe('presetRange', () => {
  it('gives this month, last month and the last 90 nights, counted from today', () => {
    expect(presetRange('THIS_MONTH', '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('LAST_MONTH', '2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('LAST_90_DAYS', '2026-11-24')).toEqual({ from: '2026-08-27', to: '2026-11-24' });
  });

  it('crosses years and knows February', () => {
    expect(presetRange('LAST_MONTH', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('THIS_MONTH', '2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('recognises a range that is a preset', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-24')).toBe('LAST_MONTH');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-30' }, '2026-11-24')).toBeNull();
  });
});

describe('filters in the URL', () => {
  it('defaults to the current month when the URL has no valid period', () => {
    const thisMonth = { from: '2026-11-01', to: '2026-11-30' };
    expect(filtersFromSearch(new URLSearchParams(), '2026-11-24')).toEqual(thisMonth);
    expect(filtersFromSearch(new URLSearchParams('from=2026-11-10&to=2026-11-01'), '2026-11-24')).toEqual(
      thisMonth,
    );
    expect(filtersFromSearch(new URLSearchParams('from=2020-01-01&to=2026-01-01'), '2026-11-24')).toEqual(
      thisMonth,
    );
    expect(filtersFromSearch(new URLSearchParams('from=ontem&to=2026-11-01'), '2026-11-24')).toEqual(
      thisMonth,
    );
  });

  it('reads and writes the period and the project', () => {
    const filters = { from: '2026-09-01', to: '2026-09-15', projectId: 'p1' };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe('from=2026-09-01&to=2026-09-15&projectId=p1');
    expect(filtersFromSearch(search, '2026-11-24')).toEqual(filters);
  });
});

describe('occupancyQuery', () => {
  it('asks the API up to the day after the last night', () => {
    expect(occupancyQuery({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-01',
    });
    expect(occupancyQuery({ from: '2026-11-01', to: '2026-11-01', projectId: 'p1' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
      projectId: 'p1',
    });
  });
});

describe('isReportable', () => {
  it('accepts one night up to two years, and refuses an end before the start', () => {
    expect(isReportable({ from: '2026-11-01', to: '2026-11-01' })).toBe(true);
    expect(isReportable({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isReportable({ from: '2025-01-01', to: '2027-01-01' })).toBe(true);
    expect(isReportable({ from: '2025-01-01', to: '2027-01-02' })).toBe(false);
  });
});
