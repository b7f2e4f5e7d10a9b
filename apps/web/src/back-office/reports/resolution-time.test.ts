import { describe, expect, it } from 'vitest';
import { formatResolutionTime } from './resolution-time';

describe('formatResolutionTime', () => {
  it('says minutes, hours and days as staff read them', () => {
    expect(formatResolutionTime(45)).toBe('45 min');
    expect(formatResolutionTime(60)).toBe('1 h');
    expect(formatResolutionTime(200)).toBe('3 h 20 min');
    expect(formatResolutionTime(3 * 24 * 60)).toBe('3 d');
    expect(formatResolutionTime(2 * 24 * 60 + 4 * 60 + 10)).toBe('2 d 4 h');
  });
});
