import { apartmentLabel, formatBrDateRange, PAYMENT_TYPE_LABELS, rentalShortId } from '@estadia/domain';
import type { PaymentRow, RentalRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { renderBoletoPdf } from '../../lib/pdf/boleto-pdf.ts';
import { renderReceiptPdf } from '../../lib/pdf/receipt-pdf.ts';
import type { CatalogLookup } from '../rentals/resolve-draft.ts';
import { chargedCents } from './charged-cents.ts';
import { isPayableCode } from './payment-view.ts';
import type { Payer } from './providers/payment-provider.ts';
import { sandboxOurNumber } from './providers/sandbox-provider.ts';

export interface Company {
  name: string;
  cnpj: string;
  address: string;
}

/** The payment's short number for people, written like a rental's: its id's first eight hex digits. */
export function documentNumber(paymentId: string): string {
  return rentalShortId(paymentId);
}

function payerAddress(payer: Payer): string {
  const address = payer.address;
  if (!address) return '';
  const postCode = address.postCode.replace(/^(\d{5})(\d{3})$/, '$1-$2');
  return `${address.street}, ${address.number}, ${address.neighborhood}, ${address.city} - ${address.stateInitials}, ${postCode}`;
}

/**
 * A boleto nobody can pay any more is not printed again: paid (its receipt is the document), replaced
 * by another charge, expired or voided. 409 with the reason, in Portuguese.
 */
export function assertBankSlipPayable(payment: Pick<PaymentRow, 'status'>): void {
  if (isPayableCode(payment)) return;
  const paid =
    payment.status === 'PAID' || payment.status === 'REFUND_PENDING' || payment.status === 'REFUNDED';
  throw new AppError(
    409,
    'BANK_SLIP_NOT_PAYABLE',
    paid
      ? 'Este boleto já foi pago e não pode ser pago de novo. O comprovante é o recibo do pagamento.'
      : 'Este boleto foi substituído ou cancelado e não pode mais ser pago. Veja a cobrança em aberto na página da reserva.',
  );
}

/**
 * The boleto as a PDF (recibo do pagador and ficha de compensação), the same bytes on every download;
 * only while it can be paid (assertBankSlipPayable).
 */
export function boletoPdf(
  payment: PaymentRow & { bank_slip_barcode: string; bank_slip_digitable_line: string },
  payer: Payer,
  company: Company,
): Promise<Uint8Array> {
  assertBankSlipPayable(payment);
  const part =
    payment.installment_count > 1 ? ` — parcela ${payment.installment} de ${payment.installment_count}` : '';
  return renderBoletoPdf({
    beneficiary: company,
    payer: { name: payer.name, cpfOrCnpj: payer.cpfOrCnpj, address: payerAddress(payer) },
    bankCode: payment.bank_slip_barcode.slice(0, 3),
    digitableLine: payment.bank_slip_digitable_line,
    barcode: payment.bank_slip_barcode,
    dueDate: payment.due_date,
    amountCents: payment.amount_cents,
    documentNumber: documentNumber(payment.id),
    ourNumber: payment.provider === 'sandbox' ? sandboxOurNumber(payment.id) : undefined,
    description: `Locação Estadia${part}`,
    issuedAt: payment.created_at,
  });
}

/** 'Estadia Pinheiros – Studio, Bloco A · 2º andar · Apto 203, 10/01/2027 a 15/01/2027'. */
export function rentalSummary(rental: RentalRow, catalog: CatalogLookup): string {
  const project = catalog.findProject(rental.project_id);
  const modality = catalog.findModality(rental.modality_id);
  const apartment = catalog.findApartment(rental.apartment_id);
  const place = [project?.name, modality?.name].filter(Boolean).join(' – ');
  const unit = apartment ? `, ${apartmentLabel(apartment)}` : '';
  return `${place}${unit}, ${formatBrDateRange(rental.start_date, rental.end_date)}`;
}

/** The receipt of a paid charge ('recibo'), the same bytes on every download. */
export function receiptPdf(
  payment: PaymentRow & { paid_at: Date },
  rental: RentalRow,
  payer: Payer,
  company: Company,
  catalog: CatalogLookup,
): Promise<Uint8Array> {
  const part =
    payment.installment_count > 1 ? `, parcela ${payment.installment} de ${payment.installment_count}` : '';
  return renderReceiptPdf({
    receiptNumber: documentNumber(payment.id),
    company,
    payer: { name: payer.name, cpfOrCnpj: payer.cpfOrCnpj || null },
    amountCents: chargedCents(payment),
    paidAt: payment.paid_at,
    methodLabel: PAYMENT_TYPE_LABELS[payment.payment_type],
    description: `aluguel da locação ${rentalShortId(rental.id)}${part}`,
    rentalSummary: rentalSummary(rental, catalog),
    paymentId: payment.id,
  });
}
