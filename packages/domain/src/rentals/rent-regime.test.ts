import { describe, expect, it } from 'vitest';
import {
  depositWasPaid,
  effectiveGuarantee,
  extensionBilling,
  guaranteeGatesApproval,
  rentRegime,
  TEMPORADA_MAX_NIGHTS,
} from './rent-regime.ts';

describe('rentRegime', () => {
  it('lets a temporada lease (up to 90 nights) be paid up front, guarantee or not', () => {
    expect(TEMPORADA_MAX_NIGHTS).toBe(90);
    expect(rentRegime(1, null)).toBe('UP_FRONT');
    expect(rentRegime(90, null)).toBe('UP_FRONT');
    expect(rentRegime(90, 'CREDPAGO')).toBe('UP_FRONT');
  });

  it('bills a longer lease at most a month ahead without a guarantee, after each month with CredPago or a caução', () => {
    expect(rentRegime(91, null)).toBe('MONTH_AHEAD');
    expect(rentRegime(365, 'CREDPAGO')).toBe('POST_PAID');
    expect(rentRegime(120, 'SECURITY_DEPOSIT')).toBe('POST_PAID');
    // No fiador is asked for yet: billed as without a guarantee (which the law also allows).
    expect(rentRegime(120, 'GUARANTOR')).toBe('MONTH_AHEAD');
  });

  it('counts a caução as a guarantee only with an amount to pay', () => {
    expect(effectiveGuarantee('SECURITY_DEPOSIT', 150_000)).toBe('SECURITY_DEPOSIT');
    expect(effectiveGuarantee('SECURITY_DEPOSIT', null)).toBe(null);
    expect(effectiveGuarantee('CREDPAGO', null)).toBe('CREDPAGO');
  });

  it('makes approval wait for an analysed guarantee only', () => {
    expect(guaranteeGatesApproval('CREDPAGO')).toBe(true);
    expect(guaranteeGatesApproval('GUARANTOR')).toBe(true);
    expect(guaranteeGatesApproval('SECURITY_DEPOSIT')).toBe(false);
    expect(guaranteeGatesApproval(null)).toBe(false);
  });
});

describe('extensionBilling', () => {
  const lease = { startDate: '2027-01-01', askedOn: '2027-01-10' };
  it('is paid at once while the stay, extended, is still temporada', () => {
    expect(extensionBilling({ ...lease, newEnd: '2027-04-01', guarantee: 'CREDPAGO' })).toBe('AT_ONCE');
    expect(extensionBilling({ ...lease, newEnd: '2027-04-01', guarantee: null })).toBe('AT_ONCE');
  });
  it('is billed after it is lived once a lease with a guarantee passes 90 nights', () => {
    expect(extensionBilling({ ...lease, newEnd: '2027-04-02', guarantee: 'CREDPAGO' })).toBe('POST_PAID');
    // However close the added nights are: nothing is ever paid ahead (art. 43 III).
    expect(
      extensionBilling({ ...lease, newEnd: '2027-04-10', guarantee: 'CREDPAGO', askedOn: '2027-04-01' }),
    ).toBe('POST_PAID');
  });
  it('without a guarantee, is paid at once only when every added night ends within the coming 30 days', () => {
    expect(extensionBilling({ ...lease, newEnd: '2027-05-01', guarantee: null, askedOn: '2027-04-01' })).toBe(
      'AT_ONCE',
    );
    expect(extensionBilling({ ...lease, newEnd: '2027-05-02', guarantee: null, askedOn: '2027-04-01' })).toBe(
      'MONTH_AHEAD',
    );
    expect(extensionBilling({ ...lease, newEnd: '2027-04-15', guarantee: null })).toBe('MONTH_AHEAD');
  });
});

describe('depositWasPaid', () => {
  it('is true only for a caução held or given back', () => {
    expect(depositWasPaid({ type: 'SECURITY_DEPOSIT', status: 'ACTIVE' })).toBe(true);
    expect(depositWasPaid({ type: 'SECURITY_DEPOSIT', status: 'RELEASED' })).toBe(true);
    expect(depositWasPaid({ type: 'SECURITY_DEPOSIT', status: 'PENDING' })).toBe(false);
    expect(depositWasPaid({ type: 'CREDPAGO', status: 'ACTIVE' })).toBe(false);
    expect(depositWasPaid(null)).toBe(false);
  });
});
