import type { Rental } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { isApiError } from '../api-error';
import { queryKeys } from '../query-keys';
import { contractDocumentKey } from './get-contract';

/** The server's answer when the contract's bytes are no longer those the customer was shown. */
export const CONTRACT_CHANGED = 'CONTRACT_CHANGED';

export function isContractChanged(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === CONTRACT_CHANGED;
}

/**
 * Signs the contract the customer was shown: `sha256` is the hex SHA-256 of that PDF, and the server
 * refuses (409 CONTRACT_CHANGED, nothing signed) when its contract is no longer those bytes. It records
 * when, from where, and the signed PDF's hash.
 */
export function signContract({ rentId, sha256 }: { rentId: string; sha256: string }) {
  return api.post<Rental>(`rentals/${encodeURIComponent(rentId)}/contract/signature`, {
    accept: true,
    sha256,
  });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
    // Signed meanwhile in another tab, or the hold ran out: the screen follows the rental as it is. A
    // changed contract is fetched again, so the new version is the one shown (and the next one signed).
    onError: (error, { rentId }) => {
      if (isContractChanged(error)) {
        void queryClient.invalidateQueries({ queryKey: contractDocumentKey(rentId), exact: true });
        // The customer's data is part of the contract: the summary shows it as the new version has it.
        void queryClient.invalidateQueries({ queryKey: queryKeys.me, exact: true });
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.rentals.detail(rentId), exact: true });
    },
  });
}
