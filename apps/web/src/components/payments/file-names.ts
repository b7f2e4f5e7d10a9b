import { rentalShortId } from '@estadia/domain';

// The names of the files the customer downloads, with the rental's short code as on the documents
// themselves (the API names them the same way).

export function contractFileName(rentId: string, { signed = false } = {}): string {
  return `contrato-${signed ? 'assinado-' : ''}${rentalShortId(rentId)}.pdf`;
}

export function calendarFileName(rentId: string): string {
  return `estadia-${rentalShortId(rentId)}.ics`;
}

/** 'boleto-3F2A9C1B.pdf', or 'recibo-3F2A9C1B-2-de-3.pdf' for a month of a monthly plan. */
export function chargeFileName(
  kind: 'boleto' | 'recibo',
  payment: { rentalId: string; installment?: { number: number; count: number } | null },
): string {
  const part = payment.installment && payment.installment.count > 1 ? payment.installment : null;
  const suffix = part ? `-${part.number}-de-${part.count}` : '';
  return `${kind}-${rentalShortId(payment.rentalId)}${suffix}.pdf`;
}
