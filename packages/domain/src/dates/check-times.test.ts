import { expect, it } from 'vitest';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from './check-times.ts';

it('checks in at 14:00 and out at 12:00', () => {
  expect(CHECK_IN_TIME).toBe('14:00');
  expect(CHECK_OUT_TIME).toBe('12:00');
});
