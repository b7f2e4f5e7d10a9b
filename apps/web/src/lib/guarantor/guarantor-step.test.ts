import { describe, expect, it } from 'vitest';
import { rentalJson } from '@/test/test-rental';
import { guarantorStep } from './guarantor-step';

const signature = (role: 'TENANT' | 'GUARANTOR') => ({
  role,
  roleLabel: role === 'TENANT' ? 'Locatário' : 'Fiador',
  name: 'Alguém',
  signedAt: '2026-03-01T13:00:00.000Z',
});
const withSignatures = (...roles: ('TENANT' | 'GUARANTOR')[]) =>
  rentalJson({
    status: 'WAITING_FOR_SIGNATURE',
    contract: { signedAt: null, sha256: 'a'.repeat(64), signatures: roles.map(signature) },
  });

describe('the fiador’s step', () => {
  it('asks for their signature until they signed, then waits for the customer', () => {
    expect(guarantorStep(withSignatures())).toBe('TO_SIGN');
    expect(guarantorStep(withSignatures('TENANT'))).toBe('TO_SIGN');
    expect(guarantorStep(withSignatures('GUARANTOR'))).toBe('AWAITING_CUSTOMER');
  });

  it('is in review before the approval, signed after, ended when cancelled', () => {
    expect(guarantorStep(rentalJson({ status: 'WAITING_APPROVAL' }))).toBe('AWAITING_REVIEW');
    expect(guarantorStep(rentalJson({ status: 'WAITING_FOR_PAYMENT' }))).toBe('SIGNED');
    expect(guarantorStep(rentalJson({ status: 'CANCELLED' }))).toBe('ENDED');
  });
});
