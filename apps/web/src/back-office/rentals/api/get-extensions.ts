import type { ExtensionList } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** A rental's extensions ('Prorrogar estadia'), newest first, each with its charges. */
export function useAdminRentalExtensions(rentId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...backOfficeKeys.rentals.detail(rentId), 'extensions'],
      queryFn: ({ signal }) =>
        api.get<ExtensionList>(`admin/rentals/${encodeURIComponent(rentId)}/extensions`, { signal }),
      staleTime: 0,
    }),
  );
}
