import { describe, expect, it } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { paymentJson } from '@/test/test-rental';
import { paymentStatusDetail, refundLines, refundsSummary } from './payment-details';
import { refundSentence } from './payment-labels';

describe('paymentStatusDetail', () => {
  it('dates each status by what matters for it', () => {
    expect(paymentStatusDetail({ status: 'SCHEDULED', dueDate: '2026-05-10' })).toBe(
      'Vence em 10/05/2026 · o boleto é emitido perto do vencimento',
    );
    expect(paymentStatusDetail({ status: 'PENDING', dueDate: '2026-05-10' })).toBe('Vence em 10/05/2026');
    expect(
      paymentStatusDetail({ status: 'PAID', dueDate: '2026-05-10', paidDate: '2026-05-08T15:00:00.000Z' }),
    ).toBe('Pago em 08/05/2026');
    expect(
      paymentStatusDetail({
        status: 'REFUND_PENDING',
        dueDate: '2026-05-10',
        refundRequestedDate: '2026-05-09T02:30:00.000Z',
      }),
    ).toBe('Estorno solicitado em 08/05/2026');
    expect(
      paymentStatusDetail({
        status: 'REFUNDED',
        dueDate: '2026-05-10',
        refundedDate: '2026-05-12T13:00:00Z',
      }),
    ).toBe('Estornado em 12/05/2026');
  });

  it('still reads without the dates an older answer lacks', () => {
    expect(paymentStatusDetail({ status: 'REFUND_PENDING', dueDate: '2026-05-10' })).toBe(
      'Estorno solicitado ao banco',
    );
    expect(paymentStatusDetail({ status: 'REFUNDED', dueDate: '2026-05-10' })).toBe('Estornado');
  });
});

describe('refundLines', () => {
  it('lists only refunds, oldest first, with the part of a monthly plan', () => {
    const payments = reviveDates([
      paymentJson({ id: 'paid', status: 'PAID' }),
      paymentJson({
        id: 'second',
        status: 'REFUNDED',
        amountCents: 20_000,
        createdDate: '2026-03-05T10:00:00.000Z',
        refundedDate: '2026-03-07T10:00:00.000Z',
      }),
      paymentJson({
        id: 'first',
        paymentType: 'BANK_SLIP_MONTHLY',
        installment: { number: 2, count: 3 },
        status: 'REFUND_PENDING',
        amountCents: 379_000,
        createdDate: '2026-03-02T10:00:00.000Z',
        refundRequestedDate: '2026-03-06T10:00:00.000Z',
      }),
    ]);
    const lines = refundLines(payments);
    expect(lines.map((line) => [line.id, line.method, line.detail])).toEqual([
      ['first', 'Boleto mensal (2 de 3)', 'Estorno solicitado em 06/03/2026'],
      ['second', 'Pix', 'Estornado em 07/03/2026'],
    ]);
    expect(refundsSummary(lines)).toBe('Estorno de R$ 3.790,00 em andamento; R$ 200,00 já estornado.');
    expect(refundsSummary([])).toBeNull();
  });
});

describe('refundSentence', () => {
  it('counts money that arrived after the cancellation, given back on its charge', () => {
    expect(refundSentence(0, [])).toBe('Nenhum valor havia sido pago, então não há nada a devolver.');
    expect(refundSentence(0, [{ status: 'REFUNDED', amountCents: 99_600 }])).toBe(
      'Valor devolvido: R$ 996,00, na mesma forma de pagamento usada.',
    );
    expect(refundSentence(99_600, [{ status: 'REFUND_PENDING', amountCents: 99_600 }])).toBe(
      'Estorno de R$ 996,00 em andamento, na mesma forma de pagamento usada.',
    );
  });
});
