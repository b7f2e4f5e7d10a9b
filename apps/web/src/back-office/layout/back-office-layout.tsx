import { roleOf, STAFF_ROLES } from '@estadia/domain';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ThemeToggle } from '@/app/layouts/theme-toggle';
import { LogOutIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useUserStore } from '@/lib/user-store';
import { visibleSections } from '../sections';

const LogoutModal = lazy(() =>
  import('@/components/auth/logout-modal').then((m) => ({ default: m.LogoutModal })),
);
const MeObserver = lazy(() => import('@/lib/me/me-observer').then((m) => ({ default: m.MeObserver })));

/**
 * The back-office's frame: a vertical menu of the sections the staff member may open (a scrolling row
 * on a phone), who is logged in with which role, the theme and 'Sair'; the section beside it.
 */
export function BackOfficeLayout() {
  const { data: user } = useActiveUser();
  const openLogout = useUserStore((state) => state.setLogoutModalOpen);
  const sections = visibleSections(user);
  const role = roleOf(user?.permissions);

  return (
    <div className="flex min-h-dvh flex-1 flex-col md:flex-row">
      <Suspense fallback={null}>
        <MeObserver />
      </Suspense>
      <aside className="border-b border-line bg-surface-muted print:hidden md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-4">
          {/* Named by what it shows ('Estadia Admin'), as axe's label-content-name-mismatch asks. */}
          <NavLink to="/" className="flex items-center gap-2 rounded-lg" title="Ir para o painel">
            <Logo />
            <span className="rounded-md bg-brand-soft px-1.5 py-0.5 text-xs font-semibold text-brand-ink">
              <span className="sr-only"> </span>Admin
            </span>
          </NavLink>
          <ThemeToggle />
        </div>
        <nav aria-label="Administração" className="px-2 pb-3 md:flex-1 md:overflow-y-auto">
          <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
            {sections.map(({ path, title, icon: Icon }) => (
              <li key={path} className="shrink-0">
                <NavLink
                  to={path}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                      isActive
                        ? 'bg-brand-soft text-brand-ink'
                        : 'text-ink-muted hover:bg-surface hover:text-ink',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  {title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user && (
          <div className="hidden border-t border-line px-4 py-4 md:block">
            <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
            <p className="mt-1 text-xs text-ink-subtle">
              {role ? STAFF_ROLES[role].label : 'Perfil personalizado'}
            </p>
            <button
              type="button"
              onClick={() => openLogout(true)}
              className="mt-3 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface hover:text-ink"
            >
              <LogOutIcon className="size-4" />
              Sair
            </button>
          </div>
        )}
      </aside>
      <main id="conteudo" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8 focus:outline-none">
        <Outlet />
      </main>
      {user && (
        <div className="border-t border-line px-4 py-3 print:hidden md:hidden">
          <button
            type="button"
            onClick={() => openLogout(true)}
            className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-ink-muted hover:text-ink"
          >
            <LogOutIcon className="size-4" />
            Sair ({user.email})
          </button>
        </div>
      )}
      {user && (
        <Suspense fallback={null}>
          <LogoutModal />
        </Suspense>
      )}
    </div>
  );
}
