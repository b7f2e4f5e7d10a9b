import { QueryClient } from '@tanstack/react-query';
import { isApiError, isNetworkError } from './api-error';

/** Retries only what can succeed on a second try: server errors, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNetworkError(error)) return false;
  if (isApiError(error)) return error.status >= 500 && failureCount < 2;
  return false;
}

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
