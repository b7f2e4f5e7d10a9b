import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The screen is a second chunk behind this one, like the payment screen (rental-payment-page.tsx).
const Screen = lazy(() =>
  import('./rental-page-sections').then((module) => ({ default: module.RentalScreenWithSections })),
);

/** /minhas-locacoes/:rentId (see features/rentals/pages/rental-screen.tsx and rental-page-sections.tsx). */
export function RentalPage() {
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-24">
          <Spinner size={48} stroke={5} label="Carregando a locação" />
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}
