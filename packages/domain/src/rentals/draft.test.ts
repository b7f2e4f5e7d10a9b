import { expect, it } from 'vitest';
import { createEmptyRentalRequest } from './draft.ts';
import { isValidRentalRequest } from './validity.ts';

it('starts with no car spots, no value and nothing chosen', () => {
  const draft = createEmptyRentalRequest();
  expect(draft.carSpots).toEqual({ common: 0, covered: 0 });
  expect(draft.rentalValue).toBe(0);
  expect(draft.occupantsIds).toEqual([]);
  expect(isValidRentalRequest(draft)).toBe(false);
});

it('gives a fresh object each time', () => {
  expect(createEmptyRentalRequest()).not.toBe(createEmptyRentalRequest());
  expect(createEmptyRentalRequest().carSpots).not.toBe(createEmptyRentalRequest().carSpots);
});
