import { api } from '@/lib/api';
import { apiPath } from '@/lib/rentals/api-path';

/** The receipt ('recibo') of a paid charge, at the address the payment names (a PDF). */
export async function getPaymentReceipt(payment: { id: string; receiptUrl?: string | null }): Promise<Blob> {
  const path = payment.receiptUrl
    ? apiPath(payment.receiptUrl)
    : `payments/${encodeURIComponent(payment.id)}/receipt`;
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  return blob as unknown as Blob;
}
