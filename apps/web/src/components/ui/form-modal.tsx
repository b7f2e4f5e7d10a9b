import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

interface FormModalProps {
  open: boolean;
  /** Cancel, Escape, the backdrop and the close button: none of them works while `pending`. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Runs from the submit button and from Enter in a field; the browser's own submission never happens. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: ReactNode;
  /** 'danger' for what cannot be undone (revoking, refunding, deleting). */
  submitVariant?: 'primary' | 'danger';
  cancelLabel?: ReactNode;
  /** While the action runs: the dialog stays, Cancel is disabled and the submit button spins. */
  pending?: boolean;
  /** A failure no field owns (a refusal, the connection): an error Alert at the end of the form, scrolled into sight. */
  failure?: string | null;
  failureTitle?: ReactNode;
  /** The form's layout: a column with gap-4 unless told. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog around one form: the Modal with Cancel and a submit button in its footer (bound to the form
 * by `form=`, so Enter in a field submits too), not dismissible while `pending`, and the `failure` no
 * field owns. What the form holds, and what a success does (toast, closing), stays with the caller.
 */
export function FormModal({
  open,
  onClose,
  title,
  description,
  size,
  onSubmit,
  submitLabel,
  submitVariant = 'primary',
  cancelLabel = 'Cancelar',
  pending = false,
  failure,
  failureTitle,
  className = 'flex flex-col gap-4',
  children,
}: FormModalProps) {
  const formId = useId();
  // The dialog's body scrolls (on a phone above all): the failure comes into sight of the button pressed.
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!pending}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} isLoading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
        {failure && (
          // Spans a grid layout's columns; nothing to a column.
          <div ref={failureBox} className="col-span-full">
            <Alert tone="error" title={failureTitle}>
              {failure}
            </Alert>
          </div>
        )}
      </form>
    </Modal>
  );
}

/**
 * For a FormModal whose success removes the control that opened it (a refunded payment loses its
 * 'Reembolsar'): call the returned function on success, and once the dialog has closed focus goes to
 * `target` instead of being dropped. Call it where the FormModal is rendered, so that it runs after the
 * dialog gave focus back to the opener.
 */
export function useFocusAfterSuccess(open: boolean, target?: RefObject<HTMLElement | null>): () => void {
  const succeeded = useRef(false);
  // With the dialog's own closing (a layout effect too), before the page is painted without it.
  useLayoutEffect(() => {
    if (open || !succeeded.current) return;
    succeeded.current = false;
    target?.current?.focus();
  }, [open, target]);
  return useCallback(() => {
    succeeded.current = true;
  }, []);
}
