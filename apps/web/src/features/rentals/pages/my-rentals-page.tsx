import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The screen is a second chunk behind this one, as for the payment screen (rental-payment-page.tsx):
// the chunks it shares with the payment screen are listed here, not in the first-load bundle.
const Screen = lazy(() =>
  import('./my-rentals-screen').then((module) => ({ default: module.MyRentalsScreen })),
);

/** /minhas-locacoes (see my-rentals-screen.tsx). */
export function MyRentalsPage() {
  return (
    <Suspense
      fallback={
        <div className="flex flex-1 items-center justify-center py-24">
          <Spinner size={48} stroke={5} label="Carregando suas locações" />
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}
