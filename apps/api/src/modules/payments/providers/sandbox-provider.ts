import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  buildBoletoBarcode,
  buildPixBrCode,
  cardLast4,
  detectCardBrand,
  digitableLineFromBarcode,
  sandboxFreeField,
} from '@estadia/domain';
import type { PaymentsConfig } from '../../../config.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import {
  type CaptureRequest,
  type CaptureResult,
  type Charge,
  type ChargeRequest,
  type PaymentProvider,
  PaymentProviderRefusal,
  type ProviderChargeRef,
  type RefundRequest,
  type RefundResult,
} from './payment-provider.ts';

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

function sandboxMac(secret: string, paymentId: string, nonce: string, amountCents: number): string {
  return createHmac('sha256', secret)
    .update(`sandbox-payment:${paymentId}:${nonce}:${amountCents}`)
    .digest('hex')
    .slice(0, 24);
}

/**
 * The id of one payment the sandbox's bank made for our payment `paymentId` (as Mercado Pago's payment
 * id is for its payments): `sbx_pay_<nonce>_<amount>_<mac>`. Each payment of a charge has its own. The
 * MAC (with the webhook secret) lets the sandbox recognise the payments its bank made, across restarts,
 * without keeping them anywhere.
 */
export function sandboxPaymentId(secret: string, paymentId: string, amountCents: number): string {
  const nonce = randomBytes(6).toString('hex');
  return `sbx_pay_${nonce}_${amountCents}_${sandboxMac(secret, paymentId, nonce, amountCents)}`;
}

/** What a sandbox payment id says was paid, when it is one the sandbox's bank made for `paymentId`. */
export function readSandboxPaymentId(
  secret: string,
  paymentId: string,
  id: string,
): { amountCents: number } | null {
  const match = /^sbx_pay_([0-9a-f]{12})_(\d{1,12})_([0-9a-f]{24})$/.exec(id);
  if (!match) return null;
  const [, nonce, amount, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sandboxMac(secret, paymentId, nonce, Number(amount)));
  const received = Buffer.from(mac);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? { amountCents: Number(amount) }
    : null;
}

/** Days a card's reservation may be captured, as at Mercado Pago ('5 dias a partir da sua criação'). */
export const SANDBOX_AUTHORIZATION_DAYS = 5;
const DAY_MS = 24 * 60 * 60_000;

function authorisationMac(
  secret: string,
  paymentId: string,
  reservedAt: number,
  amountCents: number,
): string {
  return createHmac('sha256', secret)
    .update(`sandbox-authorisation:${paymentId}:${reservedAt}:${amountCents}`)
    .digest('hex')
    .slice(0, 24);
}

/**
 * The id of a card's reservation the sandbox made for our payment `paymentId`: `sbx_auth_<ms>_<amount>_<mac>`,
 * when it was made and how much, so that a capture is checked against them across restarts.
 */
function sandboxAuthorisationId(
  secret: string,
  paymentId: string,
  reservedAt: Date,
  amountCents: number,
): string {
  const at = reservedAt.getTime();
  return `sbx_auth_${at}_${amountCents}_${authorisationMac(secret, paymentId, at, amountCents)}`;
}

function readSandboxAuthorisationId(
  secret: string,
  paymentId: string,
  id: string,
): { reservedAt: number; amountCents: number } | null {
  const match = /^sbx_auth_(\d{1,15})_(\d{1,12})_([0-9a-f]{24})$/.exec(id);
  if (!match) return null;
  const [, at, amount, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(authorisationMac(secret, paymentId, Number(at), Number(amount)));
  const received = Buffer.from(mac);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? { reservedAt: Number(at), amountCents: Number(amount) }
    : null;
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
  readonly authorizationDays = SANDBOX_AUTHORIZATION_DAYS;
  readonly #config: Pick<PaymentsConfig, 'pix' | 'boletoBankCode' | 'webhookSecret'>;
  readonly #clock: Clock;
  /** Reservations given up, and the captures made (by reservation id), as the provider keeps them. */
  readonly #released = new Set<string>();
  readonly #captured = new Map<string, CaptureResult>();
  /** What each payment id gave back so far, by refund id (asking again never refunds twice). */
  readonly #refunds = new Map<string, Map<string, number>>();

  constructor(
    config: Pick<PaymentsConfig, 'pix' | 'boletoBankCode' | 'webhookSecret'>,
    clock: Clock = systemClock,
  ) {
    this.#config = config;
    this.#clock = clock;
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
        boleto: { barcode, digitableLine: digitableLineFromBarcode(barcode) },
      };
    }
    const card = request.card;
    if (!card) throw new Error('A card charge needs the card');
    const last4 = cardLast4(card.number);
    const declined = SANDBOX_DECLINED_CARDS[last4];
    const { webhookSecret } = this.#config;
    return {
      method: 'CREDIT_CARD',
      // A reservation (a caução) says when it was made and how much, for its capture.
      providerChargeId: request.authorizeOnly
        ? sandboxAuthorisationId(webhookSecret, request.paymentId, this.#clock.now(), request.amountCents)
        : providerChargeId,
      card: { brand: detectCardBrand(card.number), last4 },
      outcome: declined ? { authorized: false, reason: declined } : { authorized: true },
    };
  }

  /**
   * Nothing leaves the sandbox: a refund is done as soon as it is asked. Like Mercado Pago, it refunds a
   * payment it knows: one its bank made for this charge (sandboxPaymentId), or the charge itself for
   * money confirmed by hand; any other id is refused for good ('pagamento não encontrado'), and so is
   * more than the payment brought. A voided code is only recorded.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const target = request.providerPaymentId;
    const paid = readSandboxPaymentId(this.#config.webhookSecret, request.paymentId, target);
    if (!paid && target !== `sbx_${request.paymentId}`) {
      throw new PaymentProviderRefusal(
        `Pagamento ${target} não encontrado no provedor (sandbox): não há o que estornar.`,
      );
    }
    const given = this.#refunds.get(target) ?? new Map<string, number>();
    if (given.has(request.refundId)) return { status: 'REFUNDED' };
    const already = [...given.values()].reduce((sum, cents) => sum + cents, 0);
    if (paid && already + request.amountCents > paid.amountCents) {
      throw new PaymentProviderRefusal(
        `O estorno pedido passa do que o pagamento ${target} trouxe (sandbox).`,
      );
    }
    given.set(request.refundId, request.amountCents);
    this.#refunds.set(target, given);
    return { status: 'REFUNDED' };
  }

  /**
   * Captures a reservation as Mercado Pago does: one it made for this payment, not given up, within
   * SANDBOX_AUTHORIZATION_DAYS of it, at most what it reserved, once (asked again for the same amount, the
   * same answer). The money captured is a payment of its own bank's (sandboxPaymentId), which a refund targets.
   */
  async capture(request: CaptureRequest): Promise<CaptureResult> {
    const id = request.providerChargeId;
    const reservation = readSandboxAuthorisationId(this.#config.webhookSecret, request.paymentId, id);
    if (!reservation)
      throw new PaymentProviderRefusal(`Pré-autorização ${id} não encontrada no provedor (sandbox).`);
    const done = this.#captured.get(id);
    if (done) {
      if (done.capturedCents === request.amountCents) return done;
      throw new PaymentProviderRefusal(`A pré-autorização ${id} já foi capturada (sandbox).`);
    }
    if (this.#released.has(id))
      throw new PaymentProviderRefusal(`A pré-autorização ${id} foi liberada (sandbox).`);
    if (request.amountCents > reservation.amountCents)
      throw new PaymentProviderRefusal(`A captura passa do valor pré-autorizado em ${id} (sandbox).`);
    const now = this.#clock.now();
    if (now.getTime() - reservation.reservedAt > this.authorizationDays * DAY_MS)
      throw new PaymentProviderRefusal(
        `O prazo de ${this.authorizationDays} dias para capturar a pré-autorização ${id} acabou (sandbox).`,
      );
    const result: CaptureResult = {
      providerPaymentId: sandboxPaymentId(this.#config.webhookSecret, request.paymentId, request.amountCents),
      capturedCents: request.amountCents,
      capturedAt: now,
    };
    this.#captured.set(id, result);
    return result;
  }

  /** A voided code changes nothing here; a pré-autorização given up can no longer be captured. */
  async cancel(charge: ProviderChargeRef): Promise<void> {
    const id = charge.providerChargeId;
    // Only pré-autorizações are remembered: every voided Pix or boleto would grow the set for nothing.
    if (id.startsWith('sbx_auth_') && !this.#captured.has(id)) this.#released.add(id);
  }
}
