import { Outlet } from 'react-router';
import { useUserStore } from '../lib/user-store';
import { NavigationProgress } from './navigation-progress';
import { LoadFailureScreen } from './pages/load-failure-screen';
import { RouteEffects } from './route-effects';

/** Everything every page shares: the failure screen, per-navigation effects and the progress bar. */
export function RootShell() {
  const hasNetworkError = useUserStore((state) => state.hasNetworkError);
  if (hasNetworkError) return <LoadFailureScreen />;
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-ink focus:shadow-pop"
      >
        Pular para o conteúdo
      </a>
      <RouteEffects />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
