// The arithmetic of the SVG charts (time-series-chart.tsx), kept apart so it can be tested without a
// DOM: the y axis's round ticks, the mapping of values to pixels, and which x labels fit.

/** The smallest 'round' number (1, 2, 2.5 or 5 × 10ⁿ) at or above `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value * (1 - 1e-12)) ?? 10;
  return step * magnitude;
}

/**
 * Evenly spaced ticks from zero to a round maximum at or above `max`, `count` intervals at most. An
 * all-zero series still gets an axis: the maximum is at least `floor`.
 */
export function niceTicks(max: number, { count = 4, floor = 1 }: { count?: number; floor?: number } = {}) {
  const top = Math.max(max, floor);
  const step = niceCeiling(top / count);
  const intervals = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: intervals + 1 }, (_, index) => roundTick(index * step));
}

/** Drops the float noise of repeated additions (0.30000000000000004). */
function roundTick(value: number): number {
  return Number(value.toPrecision(12));
}

/** Maps [domainStart, domainEnd] onto [rangeStart, rangeEnd] (pixels), linearly. */
export function linearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): (value: number) => number {
  const span = domainEnd - domainStart;
  if (span === 0) return () => rangeStart;
  return (value) => rangeStart + ((value - domainStart) / span) * (rangeEnd - rangeStart);
}

/** Slots of equal width for `count` points across `width` pixels: where each centre falls. */
export function bandLayout(count: number, width: number) {
  const band = count > 0 ? width / count : width;
  return {
    band,
    centre: (index: number) => band * (index + 0.5),
    /** The slot under a pointer at `x` (clamped to the first and last). */
    indexAt: (x: number) => Math.min(count - 1, Math.max(0, Math.floor(x / band))),
  };
}

/**
 * Which of `count` x labels to draw when at most `room` fit: the first, the last, and evenly spread
 * ones between, so labels never overlap however many points there are.
 */
export function labelIndexes(count: number, room: number): number[] {
  if (count <= 0) return [];
  const slots = Math.max(1, Math.floor(room));
  if (count <= slots) return Array.from({ length: count }, (_, index) => index);
  if (slots === 1) return [0];
  const spacing = (count - 1) / (slots - 1);
  return Array.from({ length: slots }, (_, index) => Math.round(index * spacing));
}
