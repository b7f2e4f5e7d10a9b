import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { toggleTheme } from '@/lib/theme';
import { useTheme } from '@/lib/use-theme';

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      aria-label="Alternar tema"
      title={isDark ? 'Usar tema claro' : 'Usar tema escuro'}
      onClick={() => toggleTheme()}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink',
        className,
      )}
    >
      {/* Chosen by CSS (the `dark` class theme-init.js sets before first paint), so a prerendered
          page shows the right icon before any JavaScript runs. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </button>
  );
}
