import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BelowTheFold, belowTheFold } from '@/lib/below-the-fold';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useLoadedQueryClient } from '@/lib/query-client-loader';
import { useHydrated } from '@/lib/use-hydrated';
import { Navbar } from './navbar/navbar';

// 'rodape' is the footer's id (FOOTER_ID), written out so this chunk does not import the footer.
const footer = belowTheFold('rodape', () => import('./footer').then((m) => m.Footer));

// The logout confirmation exists only for logged-in visitors.
const LogoutModal = lazy(() =>
  import('@/components/auth/logout-modal').then((m) => ({ default: m.LogoutModal })),
);

// Comes with the query library, which an anonymous first visit to /home does not download. Rendered
// after hydration only: the prerendered markup has no place for it.
const MeObserver = lazy(() => import('@/lib/me/me-observer').then((m) => ({ default: m.MeObserver })));

export function PublicLayout() {
  const { data: user } = useActiveUser();
  const queryClient = useLoadedQueryClient();
  const hydrated = useHydrated();
  return (
    <>
      {queryClient && hydrated && (
        <Suspense fallback={null}>
          <MeObserver />
        </Suspense>
      )}
      <Navbar />
      <main id="conteudo" className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <BelowTheFold part={footer} />
      {user && (
        <Suspense fallback={null}>
          <LogoutModal />
        </Suspense>
      )}
    </>
  );
}
