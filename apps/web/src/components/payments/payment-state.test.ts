import { describe, expect, it } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { paymentJson } from '@/test/test-rental';
import {
  chargeState,
  chargeToSimulate,
  depositCharges,
  firstRentPaid,
  monthlyPlan,
  overdueCharges,
  type PaymentView,
} from './payment-state';

const NOW = Date.parse('2026-03-01T13:05:00Z');
const payment = (overrides: Parameters<typeof paymentJson>[0]) =>
  reviveDates(paymentJson(overrides)) as PaymentView;
const pix = (
  id: string,
  status: 'PENDING' | 'EXPIRED',
  expiresAt = '2026-03-01T13:31:00Z',
  created = '13:01',
) =>
  payment({
    id,
    status,
    createdDate: `2026-03-01T${created}:00Z`,
    pix: status === 'PENDING' ? { payload: '000201…', qrCodeSvg: '<svg/>', expiresAt } : undefined,
  });
const boleto = (number: number, status: PaymentView['status'], dueDate: string) =>
  payment({
    id: `boleto-${number}-${status}`,
    paymentType: 'BANK_SLIP_MONTHLY',
    status,
    dueDate,
    installment: { number, count: 3 },
    amountCents: 100_000,
    createdDate: '2026-03-01T13:10:00Z',
  });

describe('the charge in force', () => {
  it('is nothing before the first request', () => {
    expect(chargeState([], NOW)).toEqual({ kind: 'none' });
  });

  it('is the pending Pix, the newest request having replaced the older ones', () => {
    const state = chargeState([pix('old', 'EXPIRED'), pix('new', 'PENDING', undefined, '13:04')], NOW);
    expect(state).toMatchObject({ kind: 'pix', payment: { id: 'new' } });
  });

  it('is an expired Pix once its time ran out, even before the server says so', () => {
    expect(chargeState([pix('p', 'PENDING', '2026-03-01T13:05:00Z')], NOW).kind).toBe('pix-expired');
    expect(chargeState([pix('p', 'EXPIRED')], NOW).kind).toBe('pix-expired');
  });

  it('lists every boleto of a monthly plan, in order', () => {
    const plan = [
      boleto(3, 'PENDING', '2026-05-01'),
      boleto(1, 'PENDING', '2026-03-01'),
      boleto(2, 'PENDING', '2026-04-01'),
    ];
    const state = chargeState([pix('p', 'EXPIRED'), ...plan], NOW);
    expect(state.kind).toBe('monthly');
    expect(state.kind === 'monthly' && state.payments.map((charge) => charge.installment?.number)).toEqual([
      1, 2, 3,
    ]);
  });

  it('shows a declined card with its reason, and a card still being processed', () => {
    const declined = payment({
      paymentType: 'CREDIT_CARD',
      status: 'FAILED',
      failureReason: 'Saldo ou limite insuficiente.',
    });
    expect(chargeState([declined], NOW)).toMatchObject({
      kind: 'card-declined',
      payment: { failureReason: 'Saldo ou limite insuficiente.' },
    });
    expect(chargeState([payment({ paymentType: 'CREDIT_CARD' })], NOW).kind).toBe('card-processing');
  });

  it('simulates the charge due first', () => {
    const plan = [
      boleto(1, 'PAID', '2026-03-01'),
      boleto(2, 'PENDING', '2026-04-01'),
      boleto(3, 'PENDING', '2026-05-01'),
    ];
    expect(chargeToSimulate(plan, NOW)?.installment?.number).toBe(2);
    expect(chargeToSimulate([pix('p', 'PENDING')], NOW)?.id).toBe('p');
    expect(chargeToSimulate([pix('p', 'EXPIRED')], NOW)).toBeNull();
  });

  it('finds the overdue boletos of the plan in force', () => {
    const payments = [
      boleto(1, 'PAID', '2026-03-01'),
      boleto(2, 'PENDING', '2026-04-01'),
      boleto(3, 'PENDING', '2026-05-01'),
      boleto(1, 'EXPIRED', '2026-02-01'),
      // The old plan's month 2, paid after it was replaced: given back, not part of the plan.
      boleto(2, 'REFUND_PENDING', '2026-03-01'),
    ];
    expect(monthlyPlan(payments)).toHaveLength(3);
    expect(monthlyPlan([...payments, boleto(4, 'SCHEDULED', '2026-06-01')])).toHaveLength(4);
    expect(overdueCharges(payments, '2026-04-02').map((charge) => charge.installment?.number)).toEqual([2]);
    expect(overdueCharges(payments, '2026-04-01')).toEqual([]);
  });
});

describe('the caução beside the rent', () => {
  const deposit = (status: 'PENDING' | 'PAID', created = '13:02') =>
    payment({
      id: `deposit-${status}`,
      status,
      purpose: 'DEPOSIT',
      amountCents: 150_000,
      createdDate: `2026-03-01T${created}:00Z`,
      pix:
        status === 'PENDING'
          ? { payload: '000201…', qrCodeSvg: '<svg/>', expiresAt: '2026-03-01T13:31:00Z' }
          : undefined,
    });

  it('is never the charge in force: the rent’s Pix is, even when the caução’s code came after it', () => {
    const rent = pix('rent', 'PENDING');
    expect(chargeState([rent, deposit('PENDING')], NOW)).toEqual({ kind: 'pix', payment: rent });
    expect(depositCharges([rent, deposit('PENDING')]).map((each) => each.id)).toEqual(['deposit-PENDING']);
  });

  it('is what the sandbox pays once the rent is paid, and the rent paid first is told apart', () => {
    const paidRent = payment({ id: 'rent', status: 'PAID', createdDate: '2026-03-01T13:01:00Z' });
    expect(chargeToSimulate([paidRent, deposit('PENDING')], NOW)?.id).toBe('deposit-PENDING');
    expect(chargeToSimulate([pix('rent', 'PENDING'), deposit('PENDING')], NOW)?.id).toBe('rent');
    expect(firstRentPaid([paidRent, deposit('PENDING')])).toBe(true);
    expect(firstRentPaid([pix('rent', 'PENDING'), deposit('PAID')])).toBe(false);
  });
});
