/** The source of "now" for every rule that depends on time, so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

/** A clock that only moves when told to (tests, simulations). */
export function createManualClock(start: Date | string = '2025-01-01T12:00:00.000Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
