import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While an action runs, Escape, the backdrop and the close button do nothing. */
  dismissible?: boolean;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind it
 * inert, closes on Escape and gives focus back to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Opened and closed in the commit that changed `open`, so focus moves with the dialog in one frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is for pointers; keyboards close with Escape (onCancel).
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop around the panel.
        if (event.target === dialogRef.current && dismissible) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-2xl border border-line bg-surface p-0 text-ink shadow-pop',
        'backdrop:bg-stone-950/55 backdrop:backdrop-blur-[2px]',
        WIDTHS[size],
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div
            className={cn(
              'flex items-start justify-between gap-4 px-5 py-4 sm:px-6',
              children ? 'border-b border-line' : undefined,
            )}
          >
            <div>
              <h2 id={titleId} className="text-lg font-semibold text-ink">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={!dismissible}
              className="-mr-2 rounded-lg p-2 text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">Fechar</span>
            </button>
          </div>
          {children && <div className="overflow-y-auto px-5 py-4 sm:px-6">{children}</div>}
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
