import { formatCount, formatMoney, type OccupancyNight } from '@estadia/domain';
import type { ReactNode } from 'react';
import { niceTicks } from '@/components/ui/chart-scale';
import { formatMoneyTick, formatPercentTick } from '@/components/ui/chart-ticks';
import { Skeleton } from '@/components/ui/skeleton';
import { type ChartPoint, TimeSeriesChart } from '@/components/ui/time-series-chart';
import {
  bucketLabel,
  bucketPeriod,
  type Granularity,
  granularityFor,
  type OccupancyBucket,
  occupancyBuckets,
} from './occupancy-buckets';
import { formatPercent, nightsSoldText } from './report-format';

/** The occupancy axis reaches 10% at least, and 100% at most (occupancy never passes it). */
const MIN_OCCUPANCY_AXIS = 0.1;
/** An axis up to R$ 100 at least, so a period without revenue still draws one. */
const MIN_REVENUE_AXIS_CENTS = 10_000;

const GRANULARITY_TEXT: Record<Granularity, string> = {
  day: 'noite a noite',
  week: 'por semana (de domingo a sábado)',
  month: 'por mês',
};

function soldText(nights: number): string {
  return `${formatCount(nights)} ${nights === 1 ? 'noite vendida' : 'noites vendidas'}`;
}

function points(
  buckets: OccupancyBucket[],
  granularity: Granularity,
  value: (bucket: OccupancyBucket) => Pick<ChartPoint, 'value' | 'valueText' | 'detail'>,
): ChartPoint[] {
  return buckets.map((bucket) => ({
    key: bucket.start,
    label: bucketLabel(bucket, granularity),
    period: bucketPeriod(bucket, granularity),
    ...value(bucket),
  }));
}

function ChartCard({ children }: { children: ReactNode }) {
  return <div className="min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-card">{children}</div>;
}

/** Occupancy and revenue over the period, from the API's nightly series. */
export function OccupancyCharts({ series }: { series: readonly OccupancyNight[] | undefined }) {
  if (!series) {
    return (
      <div className="grid gap-4 xl:grid-cols-2">
        {['Ocupação', 'Receita'].map((title) => (
          <ChartCard key={title}>
            <p className="font-semibold text-ink">{title}</p>
            <Skeleton className="mt-4 h-56 w-full" />
          </ChartCard>
        ))}
      </div>
    );
  }
  const granularity = granularityFor(series.length);
  const buckets = occupancyBuckets(series, granularity);
  const maxRevenue = Math.max(0, ...buckets.map((bucket) => bucket.revenueCents));
  const maxOccupancy = Math.max(0, ...buckets.map((bucket) => bucket.occupancy));

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard>
        <TimeSeriesChart
          title="Ocupação ao longo do período"
          description={`Noites vendidas ÷ noites disponíveis, ${GRANULARITY_TEXT[granularity]}.`}
          kind="line"
          points={points(buckets, granularity, (bucket) => ({
            value: bucket.occupancy,
            valueText: formatPercent(bucket.occupancy),
            detail: nightsSoldText(bucket.nightsSold, bucket.nightsAvailable),
          }))}
          yTicks={niceTicks(maxOccupancy, { floor: MIN_OCCUPANCY_AXIS })}
          formatTick={formatPercentTick}
          valueHeader="Ocupação"
        />
      </ChartCard>
      <ChartCard>
        <TimeSeriesChart
          title="Receita ao longo do período"
          description={`Valor das noites vendidas, ${GRANULARITY_TEXT[granularity]}.`}
          kind="bar"
          points={points(buckets, granularity, (bucket) => ({
            value: bucket.revenueCents,
            valueText: formatMoney(bucket.revenueCents),
            detail: soldText(bucket.nightsSold),
          }))}
          yTicks={niceTicks(maxRevenue, { floor: MIN_REVENUE_AXIS_CENTS })}
          formatTick={formatMoneyTick}
          valueHeader="Receita"
        />
      </ChartCard>
    </div>
  );
}
