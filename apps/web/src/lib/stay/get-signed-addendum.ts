import { api } from '@/lib/api';

/** The signed copy of an extension's addendum, with its signature manifest (a PDF; 404 before signing). */
export async function getSignedAddendumPdf(extensionId: string): Promise<Blob> {
  const blob = await api.get<Blob>(`extensions/${encodeURIComponent(extensionId)}/addendum/signed`, {
    responseType: 'blob',
  });
  return blob as unknown as Blob;
}
