import { describe, expect, it } from 'vitest';
import {
  canOpenMaintenanceRequest,
  isMaintenanceOverdue,
  maintenanceDueAt,
  median,
} from './maintenance-rules.ts';

describe('maintenance rules', () => {
  const opened = new Date('2026-11-26T12:00:00.000Z');

  it('gives each urgency its deadline: 4 hours, 3 days, 7 days', () => {
    expect(maintenanceDueAt('EMERGENCY', opened).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(maintenanceDueAt('URGENT', opened).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(maintenanceDueAt('NORMAL', opened).toISOString()).toBe('2026-12-03T12:00:00.000Z');
  });

  it('is overdue past its deadline unless resolved', () => {
    const dueAt = maintenanceDueAt('EMERGENCY', opened);
    const later = new Date(dueAt.getTime() + 1);
    expect(isMaintenanceOverdue({ status: 'OPEN', dueAt }, dueAt)).toBe(false);
    expect(isMaintenanceOverdue({ status: 'IN_PROGRESS', dueAt }, later)).toBe(true);
    expect(isMaintenanceOverdue({ status: 'RESOLVED', dueAt }, later)).toBe(false);
  });

  it('opens only from the check-in day to the check-out day of a RENTED stay', () => {
    const stay = { status: 'RENTED', startDate: '2026-12-01', endDate: '2026-12-04' };
    expect(canOpenMaintenanceRequest(stay, '2026-11-30')).toBe(false);
    expect(canOpenMaintenanceRequest(stay, '2026-12-01')).toBe(true);
    expect(canOpenMaintenanceRequest(stay, '2026-12-04')).toBe(true);
    expect(canOpenMaintenanceRequest(stay, '2026-12-05')).toBe(false);
    expect(canOpenMaintenanceRequest({ ...stay, status: 'FINISHED' }, '2026-12-02')).toBe(false);
  });

  it('takes the median of the times to resolve', () => {
    expect(median([])).toBeNull();
    expect(median([30])).toBe(30);
    expect(median([90, 10, 30])).toBe(30);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});
