import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUserStore } from '@/lib/user-store';
import { ACCOUNT_LINKS, MAIN_LINKS } from './nav-links';

export const MOBILE_MENU_ID = 'menu-mobile';

/** The navbar's links below the md breakpoint, in a panel under the bar. */
export function MobileMenu({ userName }: { userName: string | undefined }) {
  const isOpen = useUserStore((state) => state.isMobileMenuOpen);
  const setOpen = useUserStore((state) => state.setMobileMenuOpen);
  const openLogout = useUserStore((state) => state.setLogoutModalOpen);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, setOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-lg px-3 py-3 text-base font-medium',
      isActive ? 'bg-brand-soft text-brand-ink' : 'text-ink hover:bg-surface-muted',
    );

  return (
    <div id={MOBILE_MENU_ID} hidden={!isOpen} className="border-t border-line bg-surface md:hidden">
      <nav aria-label="Menu principal" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <ul className="space-y-1">
          {MAIN_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} className={linkClass} onClick={() => setOpen(false)}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-line pt-3">
          {userName ? (
            <>
              <p className="px-3 pb-2 text-sm text-ink-muted">
                Conectado como <span className="font-semibold text-ink">{userName}</span>
              </p>
              <ul className="space-y-1">
                {ACCOUNT_LINKS.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink to={to} className={linkClass} onClick={() => setOpen(false)}>
                      {label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      openLogout(true);
                    }}
                    className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-danger hover:bg-danger-soft"
                  >
                    Sair
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Link
                to="/login"
                className={buttonClasses({ variant: 'secondary' })}
                onClick={() => setOpen(false)}
              >
                Entrar
              </Link>
              <Link to="/cadastro" className={buttonClasses()} onClick={() => setOpen(false)}>
                Criar conta
              </Link>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}
