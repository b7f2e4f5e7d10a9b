import { addDays, type OccupancyNight } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketPeriod, granularityFor, occupancyBuckets } from './occupancy-buckets';

function series(from: string, nights: number, sold = (index: number) => index % 3): OccupancyNight[] {
  return Array.from({ length: nights }, (_, index) => ({
    date: addDays(from, index),
    nightsAvailable: 10,
    nightsSold: sold(index),
    occupancy: sold(index) / 10,
    revenueCents: sold(index) * 15_000,
  }));
}

describe('granularityFor', () => {
  it('keeps nights up to two months, weeks up to a year, months beyond', () => {
    expect(granularityFor(31)).toBe('day');
    expect(granularityFor(62)).toBe('day');
    expect(granularityFor(90)).toBe('week');
    expect(granularityFor(366)).toBe('week');
    expect(granularityFor(731)).toBe('month');
  });
});

describe('occupancyBuckets', () => {
  it('keeps the API’s nights as they are, night by night', () => {
    const nights = series('2026-11-01', 3);
    expect(occupancyBuckets(nights, 'day')).toEqual(
      nights.map((night) => ({
        start: night.date,
        end: night.date,
        nightsAvailable: 10,
        nightsSold: night.nightsSold,
        occupancy: night.occupancy,
        revenueCents: night.revenueCents,
      })),
    );
  });

  it('sums weeks from Sunday to Saturday, the first and last cut by the period', () => {
    // 2026-11-04 is a Wednesday; 2026-11-08 a Sunday.
    const buckets = occupancyBuckets(
      series('2026-11-04', 12, () => 2),
      'week',
    );
    expect(buckets.map(({ start, end }) => [start, end])).toEqual([
      ['2026-11-04', '2026-11-07'],
      ['2026-11-08', '2026-11-14'],
      ['2026-11-15', '2026-11-15'],
    ]);
    expect(buckets[1]).toMatchObject({ nightsAvailable: 70, nightsSold: 14, revenueCents: 210_000 });
  });

  it('takes occupancy as sold ÷ available over the bucket, rounded as the API does', () => {
    const nights: OccupancyNight[] = [
      { date: '2026-11-01', nightsAvailable: 3, nightsSold: 1, occupancy: 0.3333, revenueCents: 100 },
      { date: '2026-11-02', nightsAvailable: 0, nightsSold: 0, occupancy: 0, revenueCents: 0 },
    ];
    expect(occupancyBuckets(nights, 'week')[0]?.occupancy).toBe(0.3333);
    const none: OccupancyNight[] = [
      { date: '2026-11-01', nightsAvailable: 0, nightsSold: 0, occupancy: 0, revenueCents: 0 },
      { date: '2026-11-02', nightsAvailable: 0, nightsSold: 0, occupancy: 0, revenueCents: 0 },
    ];
    expect(occupancyBuckets(none, 'week')[0]?.occupancy).toBe(0);
  });

  it('sums months, and the revenue of the buckets is the series’ revenue', () => {
    const nights = series('2026-01-15', 400);
    const buckets = occupancyBuckets(nights, 'month');
    expect(buckets).toHaveLength(14);
    expect(buckets[0]).toMatchObject({ start: '2026-01-15', end: '2026-01-31' });
    expect(buckets[1]).toMatchObject({ start: '2026-02-01', end: '2026-02-28' });
    const total = (items: { revenueCents: number }[]) =>
      items.reduce((sum, item) => sum + item.revenueCents, 0);
    expect(total(buckets)).toBe(total(nights));
  });
});

describe('bucket labels', () => {
  const bucket = {
    start: '2026-11-08',
    end: '2026-11-14',
    nightsAvailable: 1,
    nightsSold: 0,
    occupancy: 0,
    revenueCents: 0,
  };

  it('labels the axis briefly and the tooltip in full, in Portuguese', () => {
    expect(bucketLabel(bucket, 'day')).toBe('08/11');
    expect(bucketPeriod(bucket, 'day')).toBe('08/11/2026');
    expect(bucketPeriod(bucket, 'week')).toBe('Semana de 08/11/2026 a 14/11/2026');
    expect(bucketLabel({ ...bucket, start: '2026-03-01' }, 'month')).toBe('mar/26');
    expect(bucketPeriod({ ...bucket, start: '2026-03-01' }, 'month')).toBe('Março de 2026');
  });
});
