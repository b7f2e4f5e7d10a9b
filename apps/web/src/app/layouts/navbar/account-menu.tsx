import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, KeyIcon, ListIcon, LogOutIcon, UserIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useUserStore } from '@/lib/user-store';
import { ACCOUNT_LINKS } from './nav-links';

const ICONS = { '/minhas-locacoes': ListIcon, '/dados-pessoais': UserIcon, '/alterar-senha': KeyIcon };

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The logged-in user's menu: a disclosure button and its list of links (Escape or a click outside closes it). */
export function AccountMenu({ userName }: { userName: string }) {
  const isOpen = useUserStore((state) => state.isAccountMenuOpen);
  const setOpen = useUserStore((state) => state.setAccountMenuOpen);
  const openLogout = useUserStore((state) => state.setLogoutModalOpen);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstName = userName.trim().split(/\s+/)[0] ?? userName;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const element = container.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, setOpen]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen(!isOpen)}
        className="flex h-10 items-center gap-2 rounded-full border border-line bg-surface py-1 pr-3 pl-1 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-soft text-xs font-bold text-brand-ink"
        >
          {initials(userName)}
        </span>
        <span className="max-w-32 truncate">
          <span className="sr-only">Minha conta: </span>
          {firstName}
        </span>
        <ChevronDownIcon
          className={cn('size-4 text-ink-muted transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-60 overflow-hidden rounded-xl border border-line bg-surface py-1.5 shadow-pop"
      >
        <p className="truncate border-b border-line px-4 pt-1.5 pb-2.5 text-sm text-ink-muted">{userName}</p>
        <ul className="py-1">
          {ACCOUNT_LINKS.map(({ to, label }) => {
            const Icon = ICONS[to];
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 px-4 py-2.5 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:-outline-offset-3"
                >
                  <Icon className="size-4.5 text-ink-muted" />
                  {label}
                </Link>
              </li>
            );
          })}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                openLogout(true);
              }}
              className="flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm font-medium text-danger hover:bg-danger-soft focus-visible:-outline-offset-3"
            >
              <LogOutIcon className="size-4.5" />
              Sair
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
