import type { EarlyDepartureQuoteResponse, EarlyDepartureRequest, Rental } from '@estadia/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

// 'Antecipar saída': the quote (nothing changes) and the confirmation, both on the server's one rule.

export interface EarlyDepartureQuoteParams {
  rentId: string;
  date: string;
  transferLetter?: string;
}

/** What leaving on `date` costs and gives back. */
export function getEarlyDepartureQuote(
  { rentId, date, transferLetter }: EarlyDepartureQuoteParams,
  signal?: AbortSignal,
) {
  return api.get<EarlyDepartureQuoteResponse>(`rentals/${encodeURIComponent(rentId)}/early-departure-quote`, {
    query: { date, ...(transferLetter ? { transferLetter } : {}) },
    signal,
  });
}

export function earlyDepartureQuoteOptions(params: EarlyDepartureQuoteParams) {
  return queryOptions({
    queryKey: [
      ...queryKeys.rentals.detail(params.rentId),
      'early-departure-quote',
      params.date,
      params.transferLetter ?? '',
    ],
    queryFn: ({ signal }) => getEarlyDepartureQuote(params, signal),
    // A payment may land at any moment: the quote is asked again for each date chosen.
    staleTime: 0,
    retry: false,
  });
}

export function useEarlyDepartureQuote(params: EarlyDepartureQuoteParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...earlyDepartureQuoteOptions(params), enabled });
}

export function departEarly({ rentId, body }: { rentId: string; body: EarlyDepartureRequest }) {
  return api.post<Rental>(`rentals/${encodeURIComponent(rentId)}/early-departure`, body);
}

export function useDepartEarly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: departEarly,
    onSuccess: (rental) => {
      queryClient.setQueryData(queryKeys.rentals.detail(rental.id), rental);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rentals.lists });
    },
  });
}
