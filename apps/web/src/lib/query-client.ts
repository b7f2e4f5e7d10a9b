import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './api-error';
import { registerQueryClient } from './query-client-loader';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

registerQueryClient(queryClient);
