import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/preact';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RENT_ID } from '@/test/test-rental';
import { RentalPaymentScreenWithParts } from './rental-payment-parts';

/**
 * The payment screen of the test rental as the route mounts it (with the rental's steps), on its route, with a
 * fresh query client (the screen's tests).
 */
export function renderPaymentScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/locacao/pagamento/:rentId', element: <RentalPaymentScreenWithParts /> }],
    { initialEntries: [`/locacao/pagamento/${RENT_ID}`] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
