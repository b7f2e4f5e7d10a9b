import type { ApartmentHousekeeping, UpdateHousekeepingRequest } from '@estadia/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeKeys } from '@/back-office/query-keys';
import { api } from '@/lib/api';

/** 409 APARTMENT_UNAVAILABLE when out of service would cover a held night. */
export function updateHousekeeping({
  apartmentId,
  ...body
}: UpdateHousekeepingRequest & { apartmentId: string }) {
  return api.patch<ApartmentHousekeeping>(
    `admin/apartments/${encodeURIComponent(apartmentId)}/housekeeping`,
    body,
  );
}

export function useUpdateHousekeeping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHousekeeping,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...backOfficeKeys.all, 'housekeeping'] }),
        // Out of service holds nights: the calendar and the dashboard change with it.
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.calendar.all }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.dashboard }),
      ]),
  });
}
