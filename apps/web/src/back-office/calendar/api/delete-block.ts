import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** The nights are free again at once. */
export function deleteBlock(blockId: string) {
  return api.delete(`admin/blocks/${encodeURIComponent(blockId)}`);
}

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.calendar.all }),
  });
}
