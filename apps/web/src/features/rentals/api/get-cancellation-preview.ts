import type { CancellationPreview } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export function cancellationPreviewKey(rentId: string) {
  return [...queryKeys.rentals.detail(rentId), 'cancellation-preview'] as const;
}

/** What cancelling now would give back, by the cancellation policy (nothing changes). */
export function getCancellationPreview(rentId: string, signal?: AbortSignal) {
  return api.get<CancellationPreview>(`rentals/${encodeURIComponent(rentId)}/cancellation-preview`, {
    signal,
  });
}

export function cancellationPreviewQueryOptions(rentId: string) {
  return queryOptions({
    queryKey: cancellationPreviewKey(rentId),
    queryFn: ({ signal }) => getCancellationPreview(rentId, signal),
    // A payment may land at any moment: each opening of the dialog asks again.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCancellationPreview(rentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...cancellationPreviewQueryOptions(rentId), enabled });
}
