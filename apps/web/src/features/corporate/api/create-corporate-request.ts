import type { CorporateRequest } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function createCorporateRequest(request: CorporateRequest): Promise<unknown> {
  return api.post<unknown>('corporate-requests', request);
}

export function useCreateCorporateRequest() {
  return useMutation({ mutationFn: createCorporateRequest });
}
