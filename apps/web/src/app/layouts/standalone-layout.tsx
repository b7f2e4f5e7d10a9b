import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { homePath } from '@/config/env';
import { ThemeToggle } from './theme-toggle';

/** Login and password screens: the form alone, centred, with a way back home. */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-[radial-gradient(ellipse_at_top,var(--hero-from),var(--canvas)_60%)]">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to={homePath} className="rounded-lg px-1" aria-label="Estadia, página inicial">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main
        id="conteudo"
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12 focus:outline-none"
      >
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
