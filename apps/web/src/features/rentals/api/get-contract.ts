import { api } from '../../../lib/api';

/** The contract filled in with the rental's data, as it would be signed (a PDF). */
export async function getContractPdf(rentId: string): Promise<Blob> {
  const blob = await api.get<Blob>(`rentals/${encodeURIComponent(rentId)}/contract`, {
    responseType: 'blob',
  });
  return blob as unknown as Blob;
}
