import type { BlockListQuery, BlockListResponse } from '@estadia/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** The blocks with a night between `from` and `to` (both included), by apartment and start. */
export function getBlocks(query: BlockListQuery, signal?: AbortSignal) {
  return api.get<BlockListResponse>('admin/blocks', { query: { ...query }, signal });
}

export function useBlocks(query: BlockListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: backOfficeKeys.calendar.blocks(query),
    queryFn: ({ signal }) => getBlocks(query, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
