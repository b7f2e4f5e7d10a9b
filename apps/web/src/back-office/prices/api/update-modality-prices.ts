import type { AdminProjectListResponse, Modality, UpdateModalityPricesRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** Changes a modality's prices and caução; quotes and new drafts use them at once. */
export function updateModalityPrices({
  modalityId,
  ...body
}: UpdateModalityPricesRequest & { modalityId: string }) {
  return api.patch<Modality>(`admin/modalities/${encodeURIComponent(modalityId)}`, body);
}

export function useUpdateModalityPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModalityPrices,
    onSuccess: (modality) => {
      // The answer is the modality as saved: the list shows it at once, then is read again.
      queryClient.setQueryData<AdminProjectListResponse>(backOfficeKeys.projects, (list) =>
        list
          ? {
              items: list.items.map((project) => ({
                ...project,
                modalities: project.modalities.map((each) =>
                  each.id === modality.id
                    ? {
                        ...each,
                        priceShortPeriod: modality.priceShortPeriod,
                        priceLongPeriod: modality.priceLongPeriod,
                        dynamicPrices: modality.dynamicPrices,
                        securityDepositCents: modality.securityDepositCents,
                      }
                    : each,
                ),
              })),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.projects });
    },
  });
}
