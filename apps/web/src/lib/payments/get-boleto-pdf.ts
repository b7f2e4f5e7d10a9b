import { api } from '@/lib/api';
import { apiPath } from '@/lib/rentals/api-path';

/**
 * A boleto to print or pay at the bank, at the address the payment names (a PDF). Only a boleto that
 * can still be paid has one: the API shows no code for a paid, replaced or cancelled charge.
 */
export async function getBoletoPdf(boleto: { pdfUrl: string }): Promise<Blob> {
  const path = apiPath(boleto.pdfUrl);
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  return blob as unknown as Blob;
}
