import { MAINTENANCE_URGENCIES, type MaintenanceReport, median, type OccupancyQuery } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import { findResolutionTimes } from './repository.ts';

/** Brasília has had no daylight saving time since 2019: its days start at 03:00 UTC. */
const brasiliaMidnight = (date: string) => new Date(`${date}T03:00:00.000Z`);

/**
 * The median time to resolve per urgency, over requests resolved from `from` to the eve of `to`
 * (Brasília days, as every report).
 */
export async function maintenanceReport(db: Executor, query: OccupancyQuery): Promise<MaintenanceReport> {
  const times = await findResolutionTimes(db, {
    from: brasiliaMidnight(query.from),
    to: brasiliaMidnight(query.to),
    ...(query.projectId ? { projectId: query.projectId } : {}),
  });
  return {
    from: query.from,
    to: query.to,
    items: MAINTENANCE_URGENCIES.map((urgency) => {
      const minutes = times.filter((time) => time.urgency === urgency).map((time) => Number(time.minutes));
      const middle = median(minutes);
      return {
        urgency,
        resolved: minutes.length,
        medianMinutes: middle === null ? null : Math.round(middle),
      };
    }),
  };
}
