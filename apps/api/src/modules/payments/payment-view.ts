import { PAYMENT_STATUS_LABELS, type Payment } from '@estadia/domain';
import QRCode from 'qrcode';
import type { PaymentRow } from '../../db/schema.ts';
import { chargedCents } from './charged-cents.ts';

/**
 * The QR code a bank app scans: the BR Code itself, as SVG (no raster to scale badly). Level M is what
 * the Banco Central's manual recommends for Pix; the quiet zone of 4 modules is the QR standard's.
 */
export function pixQrCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

export function boletoPdfPath(paymentId: string): string {
  return `/api/payments/${paymentId}/bank-slip.pdf`;
}

export function receiptPath(paymentId: string): string {
  return `/api/payments/${paymentId}/receipt`;
}

/** Whether the charge's code (Pix or boleto) may still be paid: only while the charge is PENDING. */
export function isPayableCode(row: Pick<PaymentRow, 'status'>): boolean {
  return row.status === 'PENDING';
}

/** The payment as the API shows it; only brand, last4 and installments of a card ever leave the row. */
export async function toPayment(row: PaymentRow): Promise<Payment> {
  const payment: Payment = {
    id: row.id,
    rentalId: row.rental_id,
    paymentType: row.payment_type,
    status: row.status,
    statusLabel: PAYMENT_STATUS_LABELS[row.status],
    amountCents: row.amount_cents,
    dueDate: row.due_date,
    installment: { number: row.installment, count: row.installment_count },
    createdDate: row.created_at.toISOString(),
    paidDate: row.paid_at?.toISOString() ?? null,
    refundRequestedDate: row.refund_requested_at?.toISOString() ?? null,
    refundedDate: row.refunded_at?.toISOString() ?? null,
    failureReason: row.failure_reason,
    extensionId: row.extension_id,
    purpose: row.purpose,
    providerPaymentId: row.provider_payment_id,
    receiptUrl: row.status === 'PAID' ? receiptPath(row.id) : null,
  };
  // A code nobody can pay any more (paid, expired, replaced, voided) is never shown again: no Pix
  // payload or QR code, no boleto line, barcode or PDF. Paying it would only be money to give back.
  const payable = isPayableCode(row);
  if (row.pix_payload && row.expires_at && payable) {
    payment.pix = {
      payload: row.pix_payload,
      qrCodeSvg: await pixQrCodeSvg(row.pix_payload),
      expiresAt: row.expires_at.toISOString(),
    };
  }
  if (row.bank_slip_barcode && row.bank_slip_digitable_line && payable) {
    payment.bankSlip = {
      barcode: row.bank_slip_barcode,
      digitableLine: row.bank_slip_digitable_line,
      // The provider's own printable boleto when it has one (Mercado Pago's), ours otherwise.
      pdfUrl: row.bank_slip_pdf_url ?? boletoPdfPath(row.id),
    };
  }
  if (row.card_brand && row.card_last4) {
    const installments = row.card_installments ?? 1;
    const totalCents = chargedCents(row);
    payment.card = {
      brand: row.card_brand,
      last4: row.card_last4,
      installments,
      // With interest every installment is equal; interest-free, the first carries the odd cents.
      installmentCents: Math.floor(totalCents / installments),
      totalCents,
    };
    // A 3-D Secure challenge only while the charge waits for it.
    if (row.status === 'PENDING' && row.card_challenge_url && row.card_challenge_creq) {
      payment.card.challenge = { url: row.card_challenge_url, creq: row.card_challenge_creq };
    }
  }
  return payment;
}
