import { describe, expect, it } from 'vitest';
import { APARTMENT_ID, apartment, MODALITY_ID, modality, projectSummary } from '../test-support/fixtures.ts';
import {
  cancelRentalRequestSchema,
  createRentalRequestSchema,
  rentalListResponseSchema,
  rentalSchema,
  updateRentalRequestSchema,
} from './rentals.ts';

const rental = {
  id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  status: 'WAITING_FOR_PAYMENT',
  statusLabel: 'Pagamento pendente',
  apartment,
  projectModality: modality,
  project: projectSummary,
  startDate: '2025-03-01',
  endDate: '2025-04-15',
  nights: 45,
  period: 'LONG_PERIOD',
  carSpots: { common: 1, covered: 0 },
  paymentType: 'PIX',
  rentGuaranteeType: 'CREDPAGO',
  rentalValueCents: 501_000,
  priceLines: [
    { kind: 'RENT', label: '45 noites · período longo', amountCents: 433_500 },
    { kind: 'COMMON_SPOTS', label: '1 vaga comum × 45 noites', amountCents: 67_500 },
  ],
  accessCode: null,
  contract: { signedAt: '2025-02-01T10:00:00.000Z', sha256: 'a'.repeat(64) },
  payments: [],
  cancellation: null,
  createdDate: '2025-01-30T10:00:00.000Z',
  updatedDate: '2025-02-01T10:00:00.000Z',
};

describe('rentalSchema', () => {
  it('accepts the API rental', () => {
    expect(rentalSchema.parse(rental)).toEqual(rental);
    expect(rentalListResponseSchema.parse({ items: [rental], total: 1 }).items).toHaveLength(1);
  });

  it('accepts a draft without contract data and a cancellation', () => {
    expect(
      rentalSchema.safeParse({
        ...rental,
        status: 'CANCELLED',
        contract: {},
        cancellation: { reason: 'OTHER', details: 'Mudança de planos' },
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown status and a malformed hash', () => {
    expect(rentalSchema.safeParse({ ...rental, status: 'PAID' }).success).toBe(false);
    expect(rentalSchema.safeParse({ ...rental, contract: { sha256: 'xyz' } }).success).toBe(false);
  });
});

describe('createRentalRequestSchema', () => {
  it('defaults the car spots and keeps the optional choices', () => {
    expect(
      createRentalRequestSchema.parse({
        apartmentId: APARTMENT_ID,
        modalityId: MODALITY_ID,
        interval: { start: '2025-03-01', end: '2025-03-05' },
        paymentType: 'BANK_SLIP_MONTHLY',
      }),
    ).toEqual({
      apartmentId: APARTMENT_ID,
      modalityId: MODALITY_ID,
      interval: { start: '2025-03-01', end: '2025-03-05' },
      carSpots: { common: 0, covered: 0 },
      paymentType: 'BANK_SLIP_MONTHLY',
    });
  });

  it('refuses unknown payment and guarantee types and malformed dates', () => {
    const base = {
      apartmentId: APARTMENT_ID,
      modalityId: MODALITY_ID,
      interval: { start: '2025-03-01', end: '2025-03-05' },
    };
    expect(
      createRentalRequestSchema.safeParse({ ...base, paymentType: 'CASH' }).error?.issues[0]?.message,
    ).toBe('Forma de pagamento inválida');
    expect(createRentalRequestSchema.safeParse({ ...base, rentGuaranteeType: 'NONE' }).success).toBe(false);
    expect(
      createRentalRequestSchema.safeParse({ ...base, interval: { start: '01/03/2025', end: '2025-03-05' } })
        .success,
    ).toBe(false);
  });
});

describe('updateRentalRequestSchema', () => {
  it('accepts draft fields only', () => {
    expect(
      updateRentalRequestSchema.parse({ carSpots: { common: 1, covered: 1 }, paymentType: null }),
    ).toEqual({
      carSpots: { common: 1, covered: 1 },
      paymentType: null,
    });
    expect(updateRentalRequestSchema.safeParse({ status: 'RENTED' }).success).toBe(false);
    expect(updateRentalRequestSchema.safeParse({ rentalValueCents: 1 }).success).toBe(false);
  });
});

describe('cancelRentalRequestSchema', () => {
  it('accepts a listed reason', () => {
    expect(cancelRentalRequestSchema.parse({ reason: 'MISTOOK_RESERVATION' })).toEqual({
      reason: 'MISTOOK_RESERVATION',
    });
  });

  it("needs details when the reason is 'Outro'", () => {
    const result = cancelRentalRequestSchema.safeParse({ reason: 'OTHER', details: '   ' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['details'],
      message: 'Conte o motivo do cancelamento',
    });
    expect(cancelRentalRequestSchema.parse({ reason: 'OTHER', details: ' Mudei de cidade ' })).toEqual({
      reason: 'OTHER',
      details: 'Mudei de cidade',
    });
  });

  it('refuses an unknown reason and overly long details', () => {
    expect(cancelRentalRequestSchema.safeParse({ reason: 'BORED' }).error?.issues[0]?.message).toBe(
      'Motivo de cancelamento inválido',
    );
    expect(cancelRentalRequestSchema.safeParse({ reason: 'OTHER', details: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });
});
