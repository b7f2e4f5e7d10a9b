import { formatBrDate, type IsoDate, type OccupancyNight } from '@estadia/domain';
import { monthTitle, weekdayOf } from '@/components/ui/date-range-logic';

// The charts' points: the API's nightly series as it is for a short period, summed by week (weeks
// start on Sunday, as Brazilian calendars do) or by month for a long one, so a bar stays wide enough
// to see and to point at. A bucket's occupancy is its nights sold ÷ its nights available, the API's
// own definition applied to the bucket (never an average of daily ratios); a single night keeps the
// API's figure as it came.

export type Granularity = 'day' | 'week' | 'month';

/** Up to about two months, night by night; up to a year, by week; beyond, by month. */
export function granularityFor(nights: number): Granularity {
  if (nights <= 62) return 'day';
  if (nights <= 366) return 'week';
  return 'month';
}

export interface OccupancyBucket {
  /** First and last night of the bucket inside the report's period. */
  start: IsoDate;
  end: IsoDate;
  nightsAvailable: number;
  nightsSold: number;
  occupancy: number;
  revenueCents: number;
}

/** Sold ÷ available to 4 decimal places, 0 when nothing is available: as the API rounds it. */
function ratio(sold: number, available: number): number {
  return available > 0 ? Math.round((sold / available) * 10_000) / 10_000 : 0;
}

/** Whether `date` opens a new bucket (the series is night after night, without gaps). */
function startsBucket(date: IsoDate, granularity: Granularity): boolean {
  if (granularity === 'day') return true;
  if (granularity === 'week') return weekdayOf(date) === 0;
  return date.endsWith('-01');
}

export function occupancyBuckets(
  series: readonly OccupancyNight[],
  granularity: Granularity,
): OccupancyBucket[] {
  const buckets: OccupancyBucket[] = [];
  for (const night of series) {
    const last = buckets.at(-1);
    if (!last || startsBucket(night.date, granularity)) {
      buckets.push({
        start: night.date,
        end: night.date,
        nightsAvailable: night.nightsAvailable,
        nightsSold: night.nightsSold,
        occupancy: night.occupancy,
        revenueCents: night.revenueCents,
      });
    } else {
      last.end = night.date;
      last.nightsAvailable += night.nightsAvailable;
      last.nightsSold += night.nightsSold;
      last.revenueCents += night.revenueCents;
      last.occupancy = ratio(last.nightsSold, last.nightsAvailable);
    }
  }
  return buckets;
}

/** The x axis's label: '02/11', or 'nov/26' for a month. */
export function bucketLabel(bucket: OccupancyBucket, granularity: Granularity): string {
  if (granularity === 'month') {
    return `${monthTitle({ year: Number(bucket.start.slice(0, 4)), month: Number(bucket.start.slice(5, 7)) })
      .slice(0, 3)
      .toLowerCase()}/${bucket.start.slice(2, 4)}`;
  }
  return formatBrDate(bucket.start).slice(0, 5);
}

/** The bucket in full, for tooltips and screen readers. */
export function bucketPeriod(bucket: OccupancyBucket, granularity: Granularity): string {
  if (granularity === 'day') return formatBrDate(bucket.start);
  if (granularity === 'month') {
    return monthTitle({ year: Number(bucket.start.slice(0, 4)), month: Number(bucket.start.slice(5, 7)) });
  }
  return `Semana de ${formatBrDate(bucket.start)} a ${formatBrDate(bucket.end)}`;
}
