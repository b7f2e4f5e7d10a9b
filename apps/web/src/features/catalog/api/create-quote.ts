import type { QuoteAnswer, QuoteRequest } from '@estadia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The server's price of a stay (POST, but with no effect: it is fetched and cached like a read). */
export function createQuote(request: QuoteRequest, signal?: AbortSignal) {
  return api.post<QuoteAnswer>('quotes', request, { signal, quietNetworkError: true });
}

export function quoteQueryOptions(request: QuoteRequest) {
  return queryOptions({
    queryKey: queryKeys.quote(request),
    queryFn: ({ signal }) => createQuote(request, signal),
    staleTime: 5 * 60_000,
  });
}

export function useServerQuote(request: QuoteRequest | null) {
  return useQuery({
    ...quoteQueryOptions(
      request ?? { modalityId: '', start: '', end: '', carSpots: { common: 0, covered: 0 } },
    ),
    enabled: request !== null,
  });
}
