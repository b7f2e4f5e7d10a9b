import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { copyToClipboard } from '@/lib/toast';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { CheckIcon } from '../ui/icons';
import { CopyIcon } from './payment-icons';

const COPIED_FOR_MS = 2500;

/** Copies `value` and says 'Copiado' for a moment on the button itself (the toast says it too). */
export function CopyButton({
  value,
  children,
  variant = 'primary',
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: {
  value: string;
  /** The button's text before copying, e.g. 'Copiar código'. */
  children: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  'aria-label'?: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyToClipboard(value)) setCopied(true);
  };

  return (
    <Button
      variant={copied && variant === 'primary' ? 'secondary' : variant}
      size={size}
      onClick={copy}
      className={className}
      aria-label={copied ? undefined : ariaLabel}
    >
      {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
      <span aria-live="polite">{copied ? 'Copiado' : children}</span>
    </Button>
  );
}

/**
 * A code to copy (Pix copia e cola, a boleto's digitable line): read-only, selectable by hand, with a
 * button that copies it.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  multiline = false,
  rows = 3,
  className,
}: {
  label: string;
  value: string;
  /** The button's text, e.g. 'Copiar código'. */
  copyLabel: string;
  /** Long codes (a Pix payload, a digitable line) wrap instead of scrolling sideways. */
  multiline?: boolean;
  /** The height where the browser cannot size the field to its content. */
  rows?: number;
  className?: string;
}) {
  const id = useId();
  const fieldClasses =
    'w-full min-w-0 rounded-lg border border-line-strong bg-surface-muted px-3 font-mono text-sm text-ink';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            rows={rows}
            onFocus={(event) => event.currentTarget.select()}
            // As tall as the code (where the browser can), so none of it hides behind a scrollbar.
            className={cn(fieldClasses, 'field-sizing-content resize-none py-2 wrap-anywhere')}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(fieldClasses, 'h-11')}
          />
        )}
        <CopyButton value={value} className="sm:min-w-40">
          {copyLabel}
        </CopyButton>
      </div>
    </div>
  );
}
