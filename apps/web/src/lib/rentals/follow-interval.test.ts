import { describe, expect, it } from 'vitest';
import { paymentJson, rentalJson } from '@/test/test-rental';
import { followInterval } from './follow-interval';

describe('following the rental', () => {
  it('asks every 3 s while a payment awaits the bank, and stops once nothing can change by itself', () => {
    const pending = [paymentJson()];
    expect(followInterval(rentalJson({ payments: pending }))).toBe(3000);
    expect(followInterval(rentalJson({ payments: [] }))).toBe(false);
    expect(followInterval(rentalJson({ status: 'RENTED', payments: pending }))).toBe(false);
    expect(followInterval(rentalJson({ status: 'WAITING_APPROVAL' }))).toBe(5000);
    expect(followInterval(rentalJson({ status: 'DEFAULTER', payments: pending }))).toBe(10_000);
    expect(followInterval(undefined)).toBe(false);
    const refunding = [paymentJson({ status: 'REFUND_PENDING' })];
    expect(followInterval(rentalJson({ status: 'CANCELLED', payments: refunding }))).toBe(30_000);
  });

  it('asks every 10 s while a fiança’s contract waits for the other party, not before anyone signed', () => {
    const signature = {
      role: 'TENANT' as const,
      roleLabel: 'Locatário',
      name: 'Ana',
      signedAt: '2026-03-01T13:00:00.000Z',
    };
    const contract = (signatures: (typeof signature)[]) => ({ signedAt: null, sha256: null, signatures });
    expect(
      followInterval(rentalJson({ status: 'WAITING_FOR_SIGNATURE', contract: contract([signature]) })),
    ).toBe(10_000);
    expect(followInterval(rentalJson({ status: 'WAITING_FOR_SIGNATURE', contract: contract([]) }))).toBe(
      false,
    );
  });
});
