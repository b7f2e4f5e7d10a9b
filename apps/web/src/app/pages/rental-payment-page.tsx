import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The screen is a second chunk behind this one. The route table's import of a page lists, in the
// first-load bundle, every chunk the page needs (to preload them); behind this small module, the
// payment screen's many chunks are listed here instead, and /home stays within its budget.
const Screen = lazy(() =>
  import('./rental-payment-parts').then((module) => ({ default: module.RentalPaymentScreenWithParts })),
);

/** /locacao/pagamento/:rentId (see features/payments/pages/rental-payment-screen.tsx, rental-payment-parts.tsx). */
export function RentalPaymentPage() {
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-24">
          <Spinner size={48} stroke={5} label="Carregando o pagamento" />
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}
