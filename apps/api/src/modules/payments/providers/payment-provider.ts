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
   * Creates the charge at the provider. `request.paymentId` is our id, and the provider's idempotency
   * key: asking again for the same payment (a retry after a timeout) returns the same charge.
   */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** Gives back `amountCents` of a paid charge (to the payer's account or card). */
  refund(charge: ProviderChargeRef & { amountCents: number }): Promise<void>;
  /** Voids a charge nobody paid (a replaced Pix, the boletos of a cancelled rental); best effort. */
  cancel(charge: ProviderChargeRef): Promise<void>;
}

export interface ProviderChargeRef {
  paymentId: string;
  providerChargeId: string;
}

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
}

export type Charge =
  | { method: 'PIX'; providerChargeId: string; pix: { payload: string; txid: string; expiresAt: Date } }
  | { method: 'BANK_SLIP'; providerChargeId: string; bankSlip: { barcode: string; digitableLine: string } }
  | {
      method: 'CREDIT_CARD';
      providerChargeId: string;
      card: { brand: string; last4: string };
      /** Authorised: the provider's webhook will confirm it. Declined: the reason, in Portuguese. */
      outcome: { authorized: true } | { authorized: false; reason: string };
    };

/** The provider could not be reached or refused the request for a reason of its own (not the payer's). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
