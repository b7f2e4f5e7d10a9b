import type { PaymentRow } from '../../db/schema.ts';
import { renderBoletoPdf } from '../../lib/pdf/boleto-pdf.ts';
import type { Payer } from './providers/payment-provider.ts';
import { sandboxOurNumber } from './providers/sandbox-provider.ts';

export interface Company {
  name: string;
  cnpj: string;
  address: string;
}

/** The payment's short number for people: its id's first eight hexadecimal digits, upper-case. */
export function documentNumber(paymentId: string): string {
  return paymentId.replaceAll('-', '').slice(0, 8).toUpperCase();
}

function payerAddress(payer: Payer): string {
  const address = payer.address;
  if (!address) return '';
  const postCode = address.postCode.replace(/^(\d{5})(\d{3})$/, '$1-$2');
  return `${address.street}, ${address.number}, ${address.neighborhood}, ${address.city} - ${address.stateInitials}, ${postCode}`;
}

/** The boleto as a PDF (recibo do pagador and ficha de compensação), the same bytes on every download. */
export function bankSlipPdf(
  payment: PaymentRow & { bank_slip_barcode: string; bank_slip_digitable_line: string },
  payer: Payer,
  company: Company,
): Promise<Uint8Array> {
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
