import { refundPaymentRequestSchema } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { prepareRefund, refundDefaults } from './refund-form';

describe('prepareRefund', () => {
  it('starts with the whole amount paid, which is sent as no amount at all', () => {
    const values = refundDefaults(174_600);
    expect(values).toEqual({ amount: 'R$ 1.746,00', reason: '' });
    expect(prepareRefund(values, 174_600)).toEqual({ input: { note: undefined } });
  });

  it('sends a smaller amount in cents, with the reason as the note', () => {
    const { input } = prepareRefund({ amount: 'R$ 100,00', reason: '  Cortesia  ' }, 174_600);
    expect(refundPaymentRequestSchema.parse(input)).toEqual({ amountCents: 10_000, note: 'Cortesia' });
  });

  it('refuses an empty amount and one above what was paid', () => {
    expect(prepareRefund({ amount: '', reason: '' }, 100).errors).toEqual({
      amount: 'Informe o valor do reembolso',
    });
    expect(prepareRefund({ amount: 'R$ 1,01', reason: '' }, 100).errors).toEqual({
      amount: 'O reembolso não pode passar do valor pago (R$ 1,00).',
    });
  });
});
