import { personalDataFileName, todayIso } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveFile } from '@/lib/file-download';

/** The copy of everything the API holds on the customer, saved as 'meus-dados-estadia-AAAA-MM-DD.json'. */
export async function exportMyData(): Promise<void> {
  // The client types answers as parsed JSON; a 'blob' answer is the Blob itself.
  const blob = (await api.get<Blob>('me/export', { responseType: 'blob' })) as unknown as Blob;
  saveFile(blob, personalDataFileName(todayIso()));
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
