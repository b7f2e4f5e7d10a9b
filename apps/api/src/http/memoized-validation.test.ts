import { availabilityQuerySchema } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { memoizedValidatorCompiler } from './memoized-validation.ts';

const validate = memoizedValidatorCompiler({
  schema: availabilityQuerySchema,
  method: 'GET',
  url: '/test',
  httpPart: 'querystring',
});

describe('memoizedValidatorCompiler', () => {
  it('answers a valid input with the same frozen value each time', () => {
    const first = validate({ start: '2027-03-10', end: '2027-03-20' }) as { value: unknown };
    const again = validate({ start: '2027-03-10', end: '2027-03-20' }) as { value: unknown };
    expect(first.value).toEqual({ start: '2027-03-10', end: '2027-03-20' });
    expect(again).toBe(first);
    expect(Object.isFrozen(first.value)).toBe(true);
  });

  it('checks an invalid input every time, with the same errors', () => {
    const backwards = { start: '2027-03-20', end: '2027-03-10' };
    const first = validate(backwards) as { error?: unknown };
    const again = validate(backwards) as { error?: unknown };
    expect(first.error).toBeDefined();
    expect(again).not.toBe(first);
    expect(again.error).toEqual(first.error);
  });
});
