import { api } from '../lib/api';

/**
 * A file the API gives staff only with the session's token (a customer's document, a signed
 * contract), at the address the rental names: '/api/admin/…' becomes a path of the API client.
 */
export async function getPrivateFile(url: string): Promise<Blob> {
  const path = url.replace(/^(?:https?:\/\/[^/]+)?\/api\//, '');
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  return blob as unknown as Blob;
}
