import { cn } from '@/lib/cn';

export type PasswordStrengthLevel = 'empty' | 'short' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  level: PasswordStrengthLevel;
  /** Filled bars, 0 to 3. */
  score: number;
  label: string;
}

function characterClasses(password: string): number {
  return [/[a-zà-ÿ]/, /[A-ZÀ-Ý]/, /\d/, /[^\p{L}\d]/u].filter((pattern) => pattern.test(password)).length;
}

/**
 * A rough guide for people, not a rule: the API only requires the minimum length and refuses the most
 * common passwords. Length counts most; mixing kinds of characters helps a little.
 */
export function passwordStrength(password: string, minLength = 8): PasswordStrength {
  const length = [...password].length;
  if (length === 0) return { level: 'empty', score: 0, label: `Use pelo menos ${minLength} caracteres` };
  if (length < minLength) {
    const missing = minLength - length;
    return {
      level: 'short',
      score: 0,
      label: `Muito curta: ${missing === 1 ? 'falta 1 caractere' : `faltam ${missing} caracteres`}`,
    };
  }
  const classes = characterClasses(password);
  if (length >= 16 || (length >= 12 && classes >= 3)) return { level: 'strong', score: 3, label: 'Forte' };
  if (length >= 12 || (length >= 10 && classes >= 3)) return { level: 'good', score: 2, label: 'Boa' };
  return { level: 'fair', score: 1, label: 'Razoável' };
}

const BAR_COLOURS: Record<PasswordStrengthLevel, string> = {
  empty: 'bg-line',
  short: 'bg-danger',
  fair: 'bg-accent',
  good: 'bg-brand',
  strong: 'bg-success',
};

/** Three bars and a word under a new-password field; the word is announced politely as it changes. */
export function PasswordStrengthMeter({
  password,
  id,
  minLength = 8,
  className,
}: {
  password: string;
  id?: string;
  minLength?: number;
  className?: string;
}) {
  const strength = passwordStrength(password, minLength);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div aria-hidden="true" className="flex w-24 shrink-0 gap-1">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              strength.level === 'short' && bar === 1
                ? BAR_COLOURS.short
                : bar <= strength.score
                  ? BAR_COLOURS[strength.level]
                  : 'bg-line',
            )}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="text-sm text-ink-muted">
        {strength.level === 'empty' || strength.level === 'short' ? (
          strength.label
        ) : (
          <>
            Força da senha: <span className="font-semibold text-ink">{strength.label}</span>
          </>
        )}
      </p>
    </div>
  );
}
