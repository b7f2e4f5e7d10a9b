import { describe, expect, it } from 'vitest';
import { createManualClock, systemClock } from './clock.ts';

describe('clock', () => {
  it('the system clock follows real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a manual clock stands still until moved', () => {
    const clock = createManualClock('2025-03-10T08:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2025-03-10T08:00:00.000Z');
    clock.advance(90 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2025-03-10T09:30:00.000Z');
    clock.set('2026-01-01T00:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('hands out copies, so callers cannot move it by mutating a date', () => {
    const clock = createManualClock('2025-03-10T08:00:00.000Z');
    clock.now().setFullYear(1999);
    expect(clock.now().toISOString()).toBe('2025-03-10T08:00:00.000Z');
  });
});
