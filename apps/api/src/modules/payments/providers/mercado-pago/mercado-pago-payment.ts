/**
 * The part of Mercado Pago's payment resource (POST/GET /v1/payments) this adapter reads. Field names
 * are Mercado Pago's; every field is optional because the API omits what does not apply to a method.
 */
export interface MercadoPagoPayment {
  id: number;
  /** pending, approved, authorized, in_process, in_mediation, rejected, cancelled, refunded, charged_back. */
  status?: string;
  /** e.g. accredited, pending_waiting_transfer, cc_rejected_insufficient_amount. */
  status_detail?: string;
  /** Our payment id, sent on creation. */
  external_reference?: string | null;
  /** In reais. */
  transaction_amount?: number;
  payment_method_id?: string;
  date_approved?: string | null;
  date_of_expiration?: string | null;
  transaction_details?: {
    /** The boleto's own printable page (PDF) at Mercado Pago. */
    external_resource_url?: string | null;
    /** What the payer pays in all, Mercado Pago's installment cost included. */
    total_paid_amount?: number | null;
    digitable_line?: string | null;
    barcode?: { content?: string | null } | null;
  } | null;
  /** Older answers carried the boleto's barcode here rather than under transaction_details. */
  barcode?: { content?: string | null } | null;
  point_of_interaction?: {
    type?: string;
    transaction_data?: {
      qr_code?: string | null;
      qr_code_base64?: string | null;
      ticket_url?: string | null;
    } | null;
  } | null;
  card?: { last_four_digits?: string | null } | null;
  issuer_id?: string | number | null;
  installments?: number;
  /** Set while a 3-D Secure challenge waits for the customer (status_detail pending_challenge). */
  three_ds_info?: { external_resource_url?: string | null; creq?: string | null } | null;
}

/** A refund (POST /v1/payments/{id}/refunds): approved, or in_process while the bank works on it. */
export interface MercadoPagoRefund {
  id?: number;
  payment_id?: number;
  amount?: number;
  status?: string;
}

/** When Mercado Pago approved (captured) the payment, when it says so. */
export function approvedAt(payment: MercadoPagoPayment): Date | null {
  const instant = payment.date_approved ? new Date(payment.date_approved) : null;
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/** The statuses after which Mercado Pago no longer lets a payment be cancelled. */
export const SETTLED_STATUSES = new Set([
  'approved',
  'in_mediation',
  'cancelled',
  'rejected',
  'refunded',
  'charged_back',
]);
