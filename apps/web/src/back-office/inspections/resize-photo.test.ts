import { describe, expect, it } from 'vitest';
import { fittedSize } from './resize-photo';

describe('fittedSize', () => {
  it('brings the longest side down to 1600 px, keeping the proportions', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
