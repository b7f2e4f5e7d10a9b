import { addDays, type Extension, todayIso } from '@estadia/domain';
import { RENT_ID } from './test-rental';

// An extension as the API answers it, for the customer's, the fiador's and staff's screens: a fiança's, waiting
// for its two signatures, unless told otherwise.

export function extensionJson(overrides: Partial<Extension> = {}): Extension {
  const end = addDays(todayIso(), 5);
  return {
    id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    rentalId: RENT_ID,
    status: 'WAITING_FOR_SIGNATURE',
    statusLabel: 'Aguardando assinatura',
    end: addDays(end, 3),
    previousEnd: end,
    nights: 10,
    period: 'SHORT_PERIOD',
    rentalValueCents: 130_000,
    previousValueCents: 100_000,
    differenceCents: 30_000,
    lines: [],
    createdDate: new Date().toISOString(),
    holdExpiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    signedAt: null,
    addendumSha256: null,
    paidDate: null,
    billing: 'AT_ONCE',
    signerRoles: ['TENANT', 'GUARANTOR'],
    signatures: [],
    payments: [],
    ...overrides,
  };
}

export const TENANT_SIGNED = {
  role: 'TENANT' as const,
  roleLabel: 'Locatário',
  name: 'Maria da Silva',
  signedAt: '2026-03-01T13:00:00.000Z',
};
