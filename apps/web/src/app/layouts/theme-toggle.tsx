import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { toggleTheme } from '../../lib/theme';
import { useTheme } from '../../lib/use-theme';

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
      {isDark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
