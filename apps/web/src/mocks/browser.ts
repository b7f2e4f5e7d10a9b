import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

/** Development only (VITE_ENVIRONMENT=dev); requests without a handler reach the real API. */
export async function startMockWorker(apiUrl: string): Promise<void> {
  const worker = setupWorker(...createHandlers(apiUrl));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
