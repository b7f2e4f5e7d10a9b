import { api } from '../api';

/** The signed copy of the contract, with its evidence page (a PDF; 404 before signing). */
export async function getSignedContractPdf(rentId: string): Promise<Blob> {
  const blob = await api.get<Blob>(`rentals/${encodeURIComponent(rentId)}/contract/signed`, {
    responseType: 'blob',
  });
  return blob as unknown as Blob;
}
