import { describe, expect, it } from 'vitest';
import { RENTAL_STATUSES } from '../enums/rental-statuses.ts';
import { CANCELLABLE_STATUSES } from '../rentals/status-flow.ts';
import {
  cancellationRefund,
  REFUND_RULE_FULL_BEFORE_APPROVAL,
  REFUND_RULE_NOTHING_PAID,
  REFUND_RULE_WITHDRAWAL,
} from './refund-policy.ts';

describe('cancellationRefund', () => {
  it('gives back everything paid before the rental is RENTED', () => {
    for (const status of CANCELLABLE_STATUSES) {
      expect(cancellationRefund({ status, paidCents: 123_456 })).toEqual({
        refundCents: 123_456,
        rule: REFUND_RULE_FULL_BEFORE_APPROVAL,
      });
    }
  });

  it('says the cancellation is free when nothing was paid', () => {
    expect(cancellationRefund({ status: 'WAITING_FOR_PAYMENT', paidCents: 0 })).toEqual({
      refundCents: 0,
      rule: REFUND_RULE_NOTHING_PAID,
    });
  });

  it('quotes the policy in Portuguese', () => {
    expect(REFUND_RULE_NOTHING_PAID).toBe('Nenhum valor foi pago: o cancelamento é gratuito.');
    expect(REFUND_RULE_FULL_BEFORE_APPROVAL).toBe(
      'Cancelamento antes da aprovação do pagamento: devolução integral do valor pago.',
    );
  });

  it('gives everything back on a withdrawal from a RENTED stay (the caller checked the right is open)', () => {
    expect(cancellationRefund({ status: 'RENTED', paidCents: 947_500 })).toEqual({
      refundCents: 947_500,
      rule: REFUND_RULE_WITHDRAWAL,
    });
    expect(REFUND_RULE_WITHDRAWAL).toContain('art. 49 do CDC');
  });

  it('refuses any status after RENTED', () => {
    const others = RENTAL_STATUSES.filter(
      (status) => !CANCELLABLE_STATUSES.includes(status) && status !== 'RENTED',
    );
    expect(others).toEqual(expect.arrayContaining(['DEFAULTER', 'FINISHED', 'CANCELLED']));
    for (const status of others) {
      expect(() => cancellationRefund({ status, paidCents: 100 })).toThrow(
        expect.objectContaining({
          code: 'RENTAL_NOT_CANCELLABLE',
          message: expect.stringContaining('cancelada'),
        }),
      );
    }
  });

  it('refuses a negative or fractional amount paid', () => {
    expect(() => cancellationRefund({ status: 'UNFINISHED', paidCents: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => cancellationRefund({ status: 'UNFINISHED', paidCents: 0.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
