import type { Payment, PaymentOptions, Rental } from '@estadia/domain';

// Rentals and payments as the API answers them (dates as text), for the rentals feature's tests.

export const RENT_ID = '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10';

export function rentalJson(overrides: Partial<Rental> = {}): Rental {
  return {
    id: RENT_ID,
    status: 'WAITING_FOR_PAYMENT',
    statusLabel: 'Pagamento pendente',
    apartment: {
      id: '8d1f2b11-3f3c-4c1e-9a55-0d5c5f0c6a58',
      projectId: 'a2c9e1f0-1d2b-4c3a-8e7f-6a5b4c3d2e1f',
      modalityId: 'c3d2e1f0-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
      block: 'A',
      floor: 2,
      number: '203',
    },
    projectModality: {
      id: 'c3d2e1f0-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
      projectId: 'a2c9e1f0-1d2b-4c3a-8e7f-6a5b4c3d2e1f',
      name: 'Studio',
      description: '',
      bedrooms: 1,
      areaM2: 28,
      maxOccupants: 2,
      priceShortPeriod: 159,
      priceLongPeriod: 3200,
      dynamicPrices: null,
      photos: [],
    },
    project: {
      id: 'a2c9e1f0-1d2b-4c3a-8e7f-6a5b4c3d2e1f',
      slug: 'estadia-santa-monica',
      name: 'Estadia Santa Mônica',
      description: '',
      address: 'Avenida Segismundo Pereira, 1200',
      neighborhood: 'Santa Mônica',
      city: { name: 'Uberlândia', stateInitials: 'MG' },
      location: { lat: -18.92, lng: -48.25 },
      photos: [],
      amenities: [],
      commonSpotDaily: 1500,
      coveredSpotDaily: 2500,
      apartmentCount: 40,
    },
    startDate: '2026-03-14',
    endDate: '2026-03-20',
    nights: 6,
    period: 'SHORT_PERIOD',
    carSpots: { common: 0, covered: 0 },
    paymentType: 'PIX',
    rentGuaranteeType: 'SECURITY_DEPOSIT',
    rentalValueCents: 95_400,
    priceLines: [{ kind: 'RENT', label: '6 noites × R$ 159,00', amountCents: 95_400 }],
    accessCode: null,
    contract: { signedAt: '2026-03-01T13:00:00.000Z', sha256: 'a'.repeat(64) },
    payments: [],
    cancellation: null,
    milestones: {
      submittedAt: '2026-03-01T12:00:00.000Z',
      approvedAt: '2026-03-01T12:00:05.000Z',
      signedAt: '2026-03-01T13:00:00.000Z',
      paidAt: null,
      finishedAt: null,
      cancelledAt: null,
    },
    holdExpiresAt: '2026-03-03T12:00:05.000Z',
    createdDate: '2026-03-01T11:58:00.000Z',
    updatedDate: '2026-03-01T13:00:00.000Z',
    ...overrides,
  };
}

export function paymentJson(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
    rentalId: RENT_ID,
    paymentType: 'PIX',
    status: 'PENDING',
    amountCents: 95_400,
    dueDate: '2026-03-01',
    createdDate: '2026-03-01T13:01:00.000Z',
    paidDate: null,
    installment: { number: 1, count: 1 },
    failureReason: null,
    receiptUrl: null,
    ...overrides,
  };
}

export function paymentOptionsJson(overrides: Partial<PaymentOptions> = {}): PaymentOptions {
  return {
    amountCents: 95_400,
    paymentTypes: ['PIX', 'BANK_SLIP', 'CREDIT_CARD'],
    installments: [
      {
        installments: 1,
        installmentCents: 95_400,
        totalCents: 95_400,
        interestFree: true,
        monthlyInterestPercent: 0,
      },
      {
        installments: 2,
        installmentCents: 47_700,
        totalCents: 95_400,
        interestFree: true,
        monthlyInterestPercent: 0,
      },
      {
        installments: 3,
        installmentCents: 31_800,
        totalCents: 95_400,
        interestFree: true,
        monthlyInterestPercent: 0,
      },
      {
        installments: 4,
        installmentCents: 24_924,
        totalCents: 99_696,
        interestFree: false,
        monthlyInterestPercent: 1.99,
      },
    ],
    monthlySchedule: [],
    pixExpiryMinutes: 30,
    sandbox: true,
    ...overrides,
  };
}
