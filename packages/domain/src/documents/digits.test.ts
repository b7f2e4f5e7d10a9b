import { expect, it } from 'vitest';
import { onlyDigits } from './digits.ts';

it('keeps digits only', () => {
  expect(onlyDigits('(34) 99876-5432')).toBe('34998765432');
  expect(onlyDigits('abc')).toBe('');
  expect(onlyDigits(null)).toBe('');
});
