import { describe, expect, it } from 'vitest';
import { bandLayout, labelIndexes, linearScale, niceCeiling, niceTicks } from './chart-scale';

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0.83)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(23)).toBe(25);
    expect(niceCeiling(2600)).toBe(5000);
    expect(niceCeiling(7_100_000)).toBe(10_000_000);
    expect(niceCeiling(0)).toBe(0);
  });
});

describe('niceTicks', () => {
  it('starts at zero and ends at a round value covering the maximum', () => {
    expect(niceTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(632_866)).toEqual([0, 200_000, 400_000, 600_000, 800_000]);
    expect(niceTicks(90)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0.3)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('keeps an axis for an all-zero series', () => {
    expect(niceTicks(0, { floor: 10_000 })).toEqual([0, 2500, 5000, 7500, 10_000]);
  });

  it('never gives more intervals than asked', () => {
    for (const max of [1, 3, 7, 13, 99, 101, 12_345, 0.07]) {
      const ticks = niceTicks(max, { count: 4, floor: 0.01 });
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });
});

describe('linearScale', () => {
  it('maps the domain onto the pixels, inverting the y axis when asked', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(y(100)).toBe(0);
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });
});

describe('bandLayout', () => {
  it('centres each point in its slot and finds the slot under the pointer', () => {
    const layout = bandLayout(4, 400);
    expect(layout.band).toBe(100);
    expect(layout.centre(0)).toBe(50);
    expect(layout.centre(3)).toBe(350);
    expect(layout.indexAt(-10)).toBe(0);
    expect(layout.indexAt(199)).toBe(1);
    expect(layout.indexAt(1000)).toBe(3);
  });
});

describe('labelIndexes', () => {
  it('labels every point when they fit', () => {
    expect(labelIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the first and the last and spreads the rest evenly', () => {
    expect(labelIndexes(30, 6)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(labelIndexes(31, 7)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    const many = labelIndexes(731, 10);
    expect(many[0]).toBe(0);
    expect(many.at(-1)).toBe(730);
    expect(many.length).toBeLessThanOrEqual(10);
  });

  it('handles no points and no room', () => {
    expect(labelIndexes(0, 5)).toEqual([]);
    expect(labelIndexes(10, 0)).toEqual([0]);
  });
});
