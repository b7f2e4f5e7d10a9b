import { DomainError } from '../errors/domain-error.ts';
import { roundHalfAwayFromZero } from '../money/cents.ts';
import { formatMoney } from '../money/format.ts';
import type { InstallmentOption } from '../schemas/payments.ts';

export interface CardInstallmentRule {
  maxInstallments: number;
  /** Up to this many installments the customer pays no interest (the provider absorbs the cost). */
  interestFreeInstallments: number;
  /** Compound monthly interest from the first installment after the interest-free ones. */
  monthlyInterestPercent: number;
  /** Card issuers refuse installments below this; 1x is offered whatever the amount. */
  minInstallmentCents: number;
}

/** "Em até 12x", 3x sem juros, 1,99% a.m. after that, installments of R$ 50,00 at least. */
export const DEFAULT_CARD_INSTALLMENT_RULE: CardInstallmentRule = {
  maxInstallments: 12,
  interestFreeInstallments: 3,
  monthlyInterestPercent: 1.99,
  minInstallmentCents: 5000,
};

/**
 * The amounts of an interest-free split: equal cents, the first installment carrying the remainder, so
 * that they add up exactly to the amount (R$ 1.000,01 in 3x: 333,35 + 333,33 + 333,33).
 */
export function interestFreeInstallmentAmounts(amountCents: number, installments: number): number[] {
  const regular = Math.floor(amountCents / installments);
  const amounts = Array.from({ length: installments }, () => regular);
  amounts[0] = amountCents - regular * (installments - 1);
  return amounts;
}

/** The Price table (French amortization): PMT = PV·i / (1 − (1 + i)^−n), rounded to the cent. */
function priceInstallmentCents(
  amountCents: number,
  installments: number,
  monthlyInterestPercent: number,
): number {
  const rate = monthlyInterestPercent / 100;
  if (rate === 0) return roundHalfAwayFromZero(amountCents / installments);
  return roundHalfAwayFromZero((amountCents * rate) / (1 - (1 + rate) ** -installments));
}

function optionFor(amountCents: number, installments: number, rule: CardInstallmentRule): InstallmentOption {
  if (installments <= rule.interestFreeInstallments) {
    return {
      installments,
      installmentCents: Math.floor(amountCents / installments),
      totalCents: amountCents,
      interestFree: true,
      monthlyInterestPercent: 0,
    };
  }
  const installmentCents = priceInstallmentCents(amountCents, installments, rule.monthlyInterestPercent);
  return {
    installments,
    installmentCents,
    totalCents: installmentCents * installments,
    interestFree: false,
    monthlyInterestPercent: rule.monthlyInterestPercent,
  };
}

/** The ways a card can pay `amountCents`, from 1x to the rule's maximum, leaving out too-small installments. */
export function cardInstallmentOptions(
  amountCents: number,
  rule: CardInstallmentRule = DEFAULT_CARD_INSTALLMENT_RULE,
): InstallmentOption[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
    throw new DomainError('INVALID_AMOUNT', 'Valor inválido.');
  }
  const options: InstallmentOption[] = [];
  for (let installments = 1; installments <= rule.maxInstallments; installments += 1) {
    const option = optionFor(amountCents, installments, rule);
    if (installments === 1 || option.installmentCents >= rule.minInstallmentCents) options.push(option);
  }
  return options;
}

/** The option for `installments`, or undefined when the rule does not offer it for this amount. */
export function cardInstallmentOption(
  amountCents: number,
  installments: number,
  rule: CardInstallmentRule = DEFAULT_CARD_INSTALLMENT_RULE,
): InstallmentOption | undefined {
  return cardInstallmentOptions(amountCents, rule).find((option) => option.installments === installments);
}

/** '3x de R$ 1.000,00 sem juros' or '12x de R$ 283,50 (total R$ 3.402,00)'. */
export function describeInstallment(option: InstallmentOption): string {
  const each = `${option.installments}x de ${formatMoney(option.installmentCents)}`;
  return option.interestFree ? `${each} sem juros` : `${each} (total ${formatMoney(option.totalCents)})`;
}
