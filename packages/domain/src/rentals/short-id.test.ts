import { describe, expect, it } from 'vitest';
import { rentalShortId } from './short-id.ts';

describe('rentalShortId', () => {
  it('is the first 8 hex digits of the id, upper-case', () => {
    expect(rentalShortId('3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d')).toBe('3F2A9C1B');
  });
});
