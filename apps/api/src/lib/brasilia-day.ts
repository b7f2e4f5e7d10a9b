import { addDays } from '@estadia/domain';

/**
 * The instant a calendar day starts in Brasília. Brazil has kept UTC−3 all year since daylight saving
 * time was abolished in 2019, so the offset is fixed; the product holds no older data.
 */
export function startOfBrasiliaDay(day: string): Date {
  return new Date(`${day}T00:00:00.000-03:00`);
}

/** The instants of the days `from` to `to` (both included, either optional), as [since, until). */
export function brasiliaDaysRange(from?: string, to?: string): { since?: Date; until?: Date } {
  return {
    ...(from ? { since: startOfBrasiliaDay(from) } : {}),
    ...(to ? { until: startOfBrasiliaDay(addDays(to, 1)) } : {}),
  };
}
