import { describe, expect, it } from 'vitest';
import { paymentJson, rentalJson } from '../../test/test-rental';
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
});
