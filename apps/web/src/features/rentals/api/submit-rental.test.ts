import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-error';
import { draftChangedElsewhere, unavailableAlternatives } from './submit-rental';

const conflict = (code: string, extra: object = {}) =>
  new ApiError(409, { statusCode: 409, code, message: 'Conflito', ...extra });

describe('a refused submission', () => {
  it('is a draft changed elsewhere when it was edited meanwhile or already sent', () => {
    expect(draftChangedElsewhere(conflict('RENTAL_CHANGED'))).toBe(true);
    expect(draftChangedElsewhere(conflict('RENTAL_NOT_SUBMITTABLE'))).toBe(true);
    expect(draftChangedElsewhere(conflict('APARTMENT_UNAVAILABLE'))).toBe(false);
    expect(draftChangedElsewhere(new ApiError(422, { code: 'PROFILE_INCOMPLETE' }))).toBe(false);
    expect(draftChangedElsewhere(new NetworkError())).toBe(false);
  });

  it('carries the other free apartments when the nights were taken', () => {
    const alternatives = [{ id: 'a', block: 'A', floor: 2, number: '201' }];
    expect(unavailableAlternatives(conflict('APARTMENT_UNAVAILABLE', { alternatives }))).toEqual(
      alternatives,
    );
    expect(unavailableAlternatives(conflict('RENTAL_CHANGED'))).toBeNull();
  });
});
