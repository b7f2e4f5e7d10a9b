import type { PaymentMethod } from '@estadia/domain';

/**
 * The port every payment provider plugs into: the built-in sandbox, or a real Brazilian PSP. The
 * payments module only ever talks to this interface; a new provider is a new adapter and a line in
 * create-payment-provider.ts, never a change to rentals or payments.
 *
 * Confirmation never comes back from `createCharge`: the money is only credited when the provider
 * says so through its webhook (see crediting.ts), whatever the method.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True for the built-in sandbox: it can simulate the bank's confirmation. */
  readonly isSandbox: boolean;
  /**
   * Present when cards are tokenised by the provider's own script in the customer's browser
   * (MercadoPago.js, loaded from `scriptUrl` with `publicKey`): the server then takes only a
   * `TokenizedCard` and refuses a card number; without a public key, cards are not offered. Absent:
   * the raw card (sandbox).
   */
  readonly browserTokenization?: { publicKey: string | undefined; scriptUrl: string };
  /**
   * Why the provider would refuse this payer for this method (e.g. a boleto without a last name), in
   * Portuguese, or null. Asked before anything is written, so the customer gets a 422 to act on.
   */
  payerProblem?(method: PaymentMethod, payer: Payer): string | null;
  /**
   * Creates the charge at the provider. `request.paymentId` is our id, and the provider's idempotency
   * key: asking again for the same payment (a retry after a timeout) returns the same charge.
   */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /**
   * The latest day ahead (from today) a boleto may fall due at this provider; undefined when it sets
   * no limit. Monthly boletos are issued no earlier than this before their due date.
   */
  readonly boletoMaxDaysAhead?: number;
  /**
   * Gives back `amountCents` of a paid charge (to the payer's account or card). `refundId` is our id
   * of this refund and the provider's idempotency key: asking again (a retry after a timeout, or to
   * learn whether a pending refund is done) never refunds twice. Answers REFUNDED once the money is
   * back, PENDING while the provider is still processing it (it is asked again later). Throws
   * PaymentProviderRefusal when the provider will never do it (a person must settle it); any other
   * error is transient and the refund is retried with a growing wait.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Voids a charge nobody paid (a replaced Pix, the boletos of a cancelled rental), or gives up a card's
   * reservation (`authorizeOnly`) nothing was captured of; best effort.
   */
  cancel(charge: ProviderChargeRef): Promise<void>;
  /**
   * Captures `amountCents` of a card's reservation (a charge made with `authorizeOnly`): at most what was
   * reserved, once, within `authorizationDays` of the reservation; the rest of it is released. Answers the
   * provider's id of the money captured (a refund of it targets that id). Throws PaymentProviderRefusal when
   * it can never be captured (lapsed, released, captured already, more than reserved); any other error is
   * transient and the capture is asked again.
   */
  capture(request: CaptureRequest): Promise<CaptureResult>;
  /** Days after it is made a card's reservation may still be captured (Mercado Pago: 5). */
  readonly authorizationDays: number;
}

export interface CaptureRequest extends ProviderChargeRef {
  amountCents: number;
}

export interface CaptureResult {
  providerPaymentId: string;
  capturedCents: number;
  capturedAt: Date;
}

export interface ProviderChargeRef {
  paymentId: string;
  providerChargeId: string;
}

export interface RefundRequest extends ProviderChargeRef {
  refundId: string;
  amountCents: number;
  /**
   * The provider's own id of the money given back (Mercado Pago refunds a payment id): the payment that
   * brought it — a card approved after a timeout, a second payment of one charge — which may not be
   * the charge we created (`providerChargeId`). The charge's id only for money confirmed by hand.
   */
  providerPaymentId: string;
}

export type RefundResult = { status: 'REFUNDED' } | { status: 'PENDING' };

export interface Payer {
  name: string;
  email: string;
  /** Digits only. */
  cpfOrCnpj: string;
  address: {
    street: string;
    number: string;
    neighborhood: string;
    city: string;
    stateInitials: string;
    /** Digits only. */
    postCode: string;
  } | null;
}

export interface CardDetails {
  /** Digits only. Passes through, never stored or logged. */
  number: string;
  holderName: string;
  /** 'MM/AA'. */
  expiry: string;
  cvv: string;
  installments: number;
  /** What the card is charged in all (interest included). */
  totalCents: number;
}

/**
 * A card tokenised in the browser by the provider's script (MercadoPago.js): the number and CVV went
 * from the customer's browser to the provider only; what reaches us is a single-use token.
 */
export interface TokenizedCard {
  token: string;
  /** The provider's id of the card's brand, e.g. 'visa', 'master', 'elo'. */
  paymentMethodId: string;
  /** The card's issuer, as the provider's script found it (required by some brands). */
  issuerId: string | null;
  installments: number;
  payerEmail: string;
  identification: { type: 'CPF' | 'CNPJ'; number: string };
}

/** The issuer wants the customer to authenticate (3-D Secure): shown to them in an iframe. */
export interface CardChallenge {
  /** Where the challenge form is posted (the issuer's ACS). */
  url: string;
  /** The challenge request (CReq) posted there as `creq`. */
  creq: string;
}

export interface ChargeRequest {
  paymentId: string;
  method: PaymentMethod;
  amountCents: number;
  /** YYYY-MM-DD: the boleto's due date, the day a Pix is meant for. */
  dueDate: string;
  /** A Pix code stops working at this instant. */
  expiresAt: Date | null;
  /** What the payer's bank statement shows, e.g. 'Estadia - Locação Pinheiros 101 (1/3)'. */
  description: string;
  payer: Payer;
  card: CardDetails | null;
  /** With a provider that has `browserTokenization`, the card instead of `card`. */
  tokenizedCard?: TokenizedCard | null;
  /**
   * A card's caução: the amount is reserved on the card, not charged (Mercado Pago's `capture: false`), and
   * captured later, in part or whole (`capture`), or given up (`cancel`). The provider's confirmation says
   * it is reserved (`authorized`), not paid.
   */
  authorizeOnly?: boolean;
}

export type Charge =
  | { method: 'PIX'; providerChargeId: string; pix: { payload: string; txid: string; expiresAt: Date } }
  | {
      method: 'BANK_SLIP';
      providerChargeId: string;
      /**
       * `pdfUrl`: the provider's own printable boleto, when it has one. `dueDate`: the day the boleto
       * was issued for, when the provider had to move it (Mercado Pago takes none before tomorrow).
       */
      boleto: { barcode: string; digitableLine: string; pdfUrl?: string | null; dueDate?: string };
    }
  | {
      method: 'CREDIT_CARD';
      providerChargeId: string;
      /** `totalCents`: what the provider charges in all (its installment cost), when it prices them. */
      card: { brand: string; last4: string; totalCents?: number };
      /**
       * Authorised: the provider's webhook will confirm it. Declined: the reason, in Portuguese.
       * A challenge: neither yet; the payment stays pending until the customer authenticates.
       */
      outcome:
        | { authorized: true }
        | { authorized: false; reason: string }
        | { authorized: false; reason?: undefined; challenge: CardChallenge };
    };

/** The provider could not be reached or refused the request for a reason of its own (not the payer's). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The provider refused a refund for good (the payment is too old to refund, the account cannot
 * receive it…): retrying changes nothing, a person must settle it. `reason` is shown to staff.
 */
export class PaymentProviderRefusal extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderRefusal';
  }
}
