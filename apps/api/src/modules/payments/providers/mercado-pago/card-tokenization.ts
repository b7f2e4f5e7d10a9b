import type { CreatePaymentRequest } from '@estadia/domain';
import type { PaymentRow } from '../../../../db/schema.ts';
import { AppError } from '../../../../errors.ts';
import type { Charge, Payer, PaymentProvider, TokenizedCard } from '../payment-provider.ts';

// What a provider that tokenises cards in the browser (Mercado Pago) changes in a payment request:
// the card comes as a token, the payer must suit the method, and the charge carries back the
// provider's own boleto page, its installment cost and any 3-D Secure challenge.

export function cardTokenRequired(): AppError {
  return new AppError(
    422,
    'CARD_TOKEN_REQUIRED',
    'Os dados do cartão devem ser enviados pelo formulário seguro do Mercado Pago, nunca ao nosso servidor.',
  );
}

export function cardTokenNotSupported(): AppError {
  return new AppError(
    422,
    'CARD_TOKEN_NOT_SUPPORTED',
    'Este ambiente de pagamento não aceita cartão tokenizado: informe os dados do cartão.',
  );
}

export function cardsUnavailable(): AppError {
  return new AppError(
    422,
    'PAYMENT_TYPE_NOT_ALLOWED',
    'Pagamento com cartão indisponível no momento. Escolha Pix ou boleto.',
  );
}

export function payerIncomplete(reason: string): AppError {
  return new AppError(422, 'PAYER_INCOMPLETE', reason);
}

/** Whether this provider can take cards at all (browser tokenisation needs its public key). */
export function offersCards(provider: PaymentProvider): boolean {
  return !provider.browserTokenization || Boolean(provider.browserTokenization.publicKey);
}

/**
 * Refuses, before anything is written or sent, what the provider would refuse: a card in the wrong
 * form for it, or a payer it cannot charge this way (a boleto without a last name, with Mercado Pago).
 */
export function assertProviderAccepts(
  provider: PaymentProvider,
  request: CreatePaymentRequest,
  payer: Payer,
): void {
  if (request.paymentType === 'CREDIT_CARD') {
    if (!offersCards(provider)) throw cardsUnavailable();
    if (provider.browserTokenization && !request.tokenizedCard) throw cardTokenRequired();
    if (!provider.browserTokenization && !request.card) throw cardTokenNotSupported();
  }
  const method = request.paymentType === 'BANK_SLIP_MONTHLY' ? 'BANK_SLIP' : request.paymentType;
  const problem = provider.payerProblem?.(method, payer);
  if (problem) throw payerIncomplete(problem);
}

/**
 * The tokenised card of a request, as the provider port takes it: for the caução reserved on it, its second
 * token in one installment (a token serves one payment).
 */
export function tokenizedCardOf(request: CreatePaymentRequest, forDeposit = false): TokenizedCard | null {
  const card = request.tokenizedCard;
  if (!card) return null;
  const token = forDeposit ? card.depositToken : card.token;
  if (!token) return null;
  return {
    token,
    paymentMethodId: card.paymentMethodId,
    issuerId: card.issuerId ?? null,
    installments: forDeposit ? 1 : card.installments,
    payerEmail: card.payer.email,
    identification: card.payer.identification,
  };
}

/** What the provider's answer adds to the payment row beyond the codes: its boleto page, its card cost, a challenge. */
export function providerExtras(
  charge: Charge,
): Partial<
  Pick<PaymentRow, 'bank_slip_pdf_url' | 'due_date' | 'card_challenge_url' | 'card_challenge_creq'>
> {
  if (charge.method === 'BANK_SLIP') {
    return {
      ...(charge.boleto.pdfUrl ? { bank_slip_pdf_url: charge.boleto.pdfUrl } : {}),
      // The boleto's own due date when the provider moved it: the customer reads what the bank reads.
      ...(charge.boleto.dueDate ? { due_date: charge.boleto.dueDate } : {}),
    };
  }
  if (charge.method !== 'CREDIT_CARD') return {};
  // Not card_total_cents: what we charged (and can refund) is the rental value, transaction_amount;
  // Mercado Pago's installment cost is the payer's with Mercado Pago, shown before paying.
  const extras: ReturnType<typeof providerExtras> = {};
  if ('challenge' in charge.outcome) {
    extras.card_challenge_url = charge.outcome.challenge.url;
    extras.card_challenge_creq = charge.outcome.challenge.creq;
  }
  return extras;
}
