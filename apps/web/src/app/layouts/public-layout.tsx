import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../../features/account/api/get-me';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';

// The logout confirmation exists only for logged-in visitors.
const LogoutModal = lazy(() =>
  import('../../features/auth/components/logout-modal').then((m) => ({ default: m.LogoutModal })),
);

export function PublicLayout() {
  const { data: user } = useMe();
  return (
    <>
      <Navbar />
      <main id="conteudo" className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {user && (
        <Suspense fallback={null}>
          <LogoutModal />
        </Suspense>
      )}
    </>
  );
}
