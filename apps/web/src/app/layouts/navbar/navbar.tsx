import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { NAVBAR_ID } from '@/app/route-effects';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useUserStore } from '@/lib/user-store';
import { ThemeToggle } from '../theme-toggle';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-links';
import { ANONYMOUS_ONLY_CLASS, useSessionPending } from './session-hint';

// Only logged-in visitors need the account menu.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const ACCOUNT_MENU_PLACEHOLDER = <span className="block h-10 w-36 rounded-full border border-line" />;

export function Navbar() {
  const { data: user, isPending: isUserPending } = useActiveUser();
  const sessionPending = useSessionPending(isUserPending);
  const isMobileMenuOpen = useUserStore((state) => state.isMobileMenuOpen);
  const setMobileMenuOpen = useUserStore((state) => state.setMobileMenuOpen);
  const setAccountMenuOpen = useUserStore((state) => state.setAccountMenuOpen);

  return (
    <header
      id={NAVBAR_ID}
      className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/80"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/home" className="-ml-1 rounded-lg px-1" aria-label="Estadia, página inicial">
          <Logo />
        </Link>

        <nav aria-label="Principal" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-[0.9375rem] font-medium transition-colors',
                      isActive ? 'text-brand-ink' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <Suspense fallback={ACCOUNT_MENU_PLACEHOLDER}>
                <AccountMenu userName={user.name} />
              </Suspense>
            ) : sessionPending ? (
              ACCOUNT_MENU_PLACEHOLDER
            ) : (
              <>
                <Link
                  to="/login"
                  className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), ANONYMOUS_ONLY_CLASS)}
                >
                  Entrar
                </Link>
                <Link to="/cadastro" className={cn(buttonClasses({ size: 'sm' }), ANONYMOUS_ONLY_CLASS)}>
                  Criar conta
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            aria-expanded={isMobileMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMobileMenuOpen ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => {
              setAccountMenuOpen(false);
              setMobileMenuOpen(!isMobileMenuOpen);
            }}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted md:hidden"
          >
            {isMobileMenuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu userName={user?.name} />
    </header>
  );
}
