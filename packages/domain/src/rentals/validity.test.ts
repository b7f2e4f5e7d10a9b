import { describe, expect, it } from 'vitest';
import {
  assertValidRental,
  assertValidRentalRequest,
  INVALID_RENTAL_MESSAGE,
  isValidRental,
  isValidRentalRequest,
} from './validity.ts';

const request = {
  project: { id: 'p1' },
  apartment: { id: 'a1' },
  modality: { id: 'm1' },
  interval: { start: '2025-01-01', end: '2025-01-02' },
};

describe('isValidRental', () => {
  it('needs an apartment and a modality', () => {
    expect(isValidRental({ apartment: {}, projectModality: {} })).toBe(true);
    expect(isValidRental({ apartment: {}, projectModality: null })).toBe(false);
    expect(isValidRental({ projectModality: {} })).toBe(false);
    expect(isValidRental(null)).toBe(false);
  });
});

describe('isValidRentalRequest', () => {
  it('accepts a complete request', () => {
    expect(isValidRentalRequest(request)).toBe(true);
  });

  it.each([
    ['no project id', { ...request, project: { id: '' } }],
    ['no project', { ...request, project: null }],
    ['no apartment id', { ...request, apartment: {} }],
    ['no modality', { ...request, modality: null }],
    ['zero nights', { ...request, interval: { start: '2025-01-01', end: '2025-01-01' } }],
    ['no end date', { ...request, interval: { start: '2025-01-01', end: null } }],
    ['no interval', { ...request, interval: null }],
  ])('refuses a request with %s', (_, candidate) => {
    expect(isValidRentalRequest(candidate)).toBe(false);
  });

  it('refuses nothing at all', () => {
    expect(isValidRentalRequest(undefined)).toBe(false);
  });
});

describe('assertions', () => {
  it("raise 'Dados de locação inválidos'", () => {
    expect(INVALID_RENTAL_MESSAGE).toBe('Dados de locação inválidos');
    expect(() => assertValidRental({ apartment: null })).toThrow(INVALID_RENTAL_MESSAGE);
    expect(() => assertValidRentalRequest({ ...request, modality: undefined })).toThrow(
      expect.objectContaining({ code: 'INVALID_RENTAL', message: INVALID_RENTAL_MESSAGE }),
    );
  });

  it('return valid input unchanged', () => {
    const rental = { apartment: { id: 'a' }, projectModality: { id: 'm' } };
    expect(assertValidRental(rental)).toBe(rental);
    expect(assertValidRentalRequest(request)).toBe(request);
  });
});
