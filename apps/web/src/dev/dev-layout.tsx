import { NavLink, Outlet } from 'react-router';
import { ThemeToggle } from '../app/layouts/theme-toggle';
import { Logo } from '../components/ui/logo';
import { cn } from '../lib/cn';
import { DEV_EXAMPLES } from './dev-example-list';

/** The design-system area: a vertical list of examples beside the selected one. */
export function DevLayout() {
  return (
    <div className="flex min-h-dvh flex-1 flex-col md:flex-row">
      <aside className="border-b border-line bg-surface-muted md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="flex items-center justify-between px-4 py-4">
          <NavLink to="/home" className="rounded-lg" aria-label="Estadia, página inicial">
            <Logo />
          </NavLink>
          <ThemeToggle />
        </div>
        <nav aria-label="Exemplos" className="px-2 pb-4">
          <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase">Exemplos</p>
          <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
            {DEV_EXAMPLES.map(({ slug, title }) => (
              <li key={slug} className="shrink-0">
                <NavLink
                  to={`/dev/exemplos/${slug}`}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      isActive
                        ? 'bg-brand-soft text-brand-ink'
                        : 'text-ink-muted hover:bg-surface hover:text-ink',
                    )
                  }
                >
                  {title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="conteudo" className="flex-1 px-4 py-8 sm:px-8 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
