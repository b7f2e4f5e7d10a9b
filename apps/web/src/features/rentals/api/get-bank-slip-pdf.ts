import { api } from '../../../lib/api';
import { apiPath } from './api-path';

/** A boleto to print or pay at the bank, at the address the payment names (a PDF). */
export async function getBankSlipPdf(payment: {
  id: string;
  bankSlip?: { pdfUrl: string } | null;
}): Promise<Blob> {
  const path = payment.bankSlip
    ? apiPath(payment.bankSlip.pdfUrl)
    : `payments/${encodeURIComponent(payment.id)}/bank-slip.pdf`;
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  return blob as unknown as Blob;
}
