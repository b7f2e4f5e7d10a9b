import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  assertSecurityDepositAllowed,
  SECURITY_DEPOSIT_TOO_HIGH,
  securityDepositCeilingCents,
  securityDepositLine,
  securityDepositProblem,
} from './security-deposit.ts';

const modality = { priceShortPeriod: 150, priceLongPeriod: 3000.5 };

describe('the caução’s ceiling (Lei 8.245/1991, art. 38 § 2)', () => {
  it('is three 30-night periods of the long-stay price, the dynamic one when set', () => {
    expect(securityDepositCeilingCents(modality)).toBe(900_150);
    expect(securityDepositCeilingCents({ ...modality, dynamicPrices: { longPeriod: 2500 } })).toBe(750_000);
    // A dynamic short price does not change a month's rent.
    expect(securityDepositCeilingCents({ ...modality, dynamicPrices: { shortPeriod: 99 } })).toBe(900_150);
  });

  it('allows up to the ceiling, and no caução at all', () => {
    expect(securityDepositProblem(900_150, modality)).toBeNull();
    expect(securityDepositProblem(1, modality)).toBeNull();
    expect(securityDepositProblem(0, modality)).toBeNull();
    expect(securityDepositProblem(null, modality)).toBeNull();
    expect(() => assertSecurityDepositAllowed(900_150, modality)).not.toThrow();
  });

  it('refuses one cent more, saying the most it may be', () => {
    const message =
      'A caução não pode passar de três meses de aluguel (Lei do Inquilinato, art. 38): no máximo R$ 9.001,50.';
    expect(securityDepositProblem(900_151, modality)).toBe(message);
    expect(() => assertSecurityDepositAllowed(900_151, modality)).toThrow(
      expect.objectContaining({ code: SECURITY_DEPOSIT_TOO_HIGH, message }),
    );
    expect(() => assertSecurityDepositAllowed(900_151, modality)).toThrow(DomainError);
  });

  it('is shown to the customer as returned at the end of the lease', () => {
    expect(securityDepositLine(300_000)).toBe('Caução: R$ 3.000,00 (devolvida ao fim da locação)');
    expect(securityDepositLine(0)).toBeNull();
    expect(securityDepositLine(null)).toBeNull();
  });
});
