import { describe, expect, it } from 'vitest';
import { parseRequestStep } from './request-steps';

describe('request steps', () => {
  it('reads the step of the address, or starts at the first', () => {
    expect(parseRequestStep('3', { sent: false })).toBe(3);
    expect(parseRequestStep(null, { sent: false })).toBe(1);
    expect(parseRequestStep('9', { sent: false })).toBe(1);
    expect(parseRequestStep('2.5', { sent: false })).toBe(1);
  });

  it('shows a draft never as sent, and a sent request always as sent', () => {
    expect(parseRequestStep('5', { sent: false })).toBe(1);
    expect(parseRequestStep('2', { sent: true })).toBe(5);
  });
});
