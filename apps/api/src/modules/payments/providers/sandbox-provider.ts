import {
  buildBoletoBarcode,
  buildPixBrCode,
  cardLast4,
  detectCardBrand,
  digitableLineFromBarcode,
  sandboxFreeField,
} from '@estadia/domain';
import type { PaymentsConfig } from '../../../config.ts';
import type { Charge, ChargeRequest, PaymentProvider, RefundResult } from './payment-provider.ts';

/** Cards ending in these digits are declined by the sandbox, with the reason a bank would give. */
export const SANDBOX_DECLINED_CARDS: Record<string, string> = {
  '0002': 'Saldo ou limite insuficiente.',
  '0069': 'Pagamento recusado pelo emissor do cartão.',
};

/** A Pix txid: the payment id's first 25 hexadecimal digits (100 bits: unique in practice). */
export function sandboxTxid(paymentId: string): string {
  return paymentId.replaceAll('-', '').slice(0, 25);
}

/** The boleto's "nosso número": 15 decimal digits drawn from the payment id, the same on every call. */
export function sandboxOurNumber(paymentId: string): string {
  const hex = paymentId.replaceAll('-', '').slice(0, 13);
  return (BigInt(`0x${hex}`) % 10n ** 15n).toString().padStart(15, '0');
}

/**
 * The built-in provider: it makes real, bank-readable codes (a Pix BR Code for PIX_KEY, a boleto with
 * valid check digits for BOLETO_BANK_CODE) but no bank ever settles them; a payment is confirmed only
 * by the sandbox's simulated bank (POST /api/payments/:paymentId/sandbox/confirm), through the same
 * signed webhook as a real provider. Every answer is a function of the request alone, so asking twice
 * for one payment gives the same charge.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly isSandbox = true;
  readonly #config: Pick<PaymentsConfig, 'pix' | 'boletoBankCode'>;

  constructor(config: Pick<PaymentsConfig, 'pix' | 'boletoBankCode'>) {
    this.#config = config;
  }

  async createCharge(request: ChargeRequest): Promise<Charge> {
    const providerChargeId = `sbx_${request.paymentId}`;
    if (request.method === 'PIX') {
      const txid = sandboxTxid(request.paymentId);
      const payload = buildPixBrCode({
        key: this.#config.pix.key,
        amountCents: request.amountCents,
        merchantName: this.#config.pix.merchantName,
        merchantCity: this.#config.pix.merchantCity,
        txid,
      });
      const expiresAt = request.expiresAt ?? new Date(Date.now() + this.#config.pix.expiryMinutes * 60_000);
      return { method: 'PIX', providerChargeId, pix: { payload, txid, expiresAt } };
    }
    if (request.method === 'BANK_SLIP') {
      const barcode = buildBoletoBarcode({
        bankCode: this.#config.boletoBankCode,
        dueDate: request.dueDate,
        amountCents: request.amountCents,
        freeField: sandboxFreeField(sandboxOurNumber(request.paymentId)),
      });
      return {
        method: 'BANK_SLIP',
        providerChargeId,
        bankSlip: { barcode, digitableLine: digitableLineFromBarcode(barcode) },
      };
    }
    const card = request.card;
    if (!card) throw new Error('A card charge needs the card');
    const last4 = cardLast4(card.number);
    const declined = SANDBOX_DECLINED_CARDS[last4];
    return {
      method: 'CREDIT_CARD',
      providerChargeId,
      card: { brand: detectCardBrand(card.number), last4 },
      outcome: declined ? { authorized: false, reason: declined } : { authorized: true },
    };
  }

  /** Nothing leaves the sandbox: a refund is done as soon as it is asked, a voided code only recorded. */
  async refund(): Promise<RefundResult> {
    return { status: 'REFUNDED' };
  }

  async cancel(): Promise<void> {}
}
