import { doorAccessWindowSentence } from '@estadia/domain';
import { useState } from 'react';
import { CopyButton } from '@/components/payments/copy-field';
import { Button } from '@/components/ui/button';
import { FormModal } from '@/components/ui/form-modal';
import { KeyIcon } from '@/components/ui/icons';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import type { RentalView } from '@/lib/rentals/get-rental';
import { useRotateAccessCode } from '@/lib/stay/rotate-access-code';
import { toastSuccess } from '@/lib/toast';

/**
 * The door code of a paid stay, when it opens the door, and 'Gerar novo código' for a guest who fears
 * it leaked: confirmed first, since the old code stops at once for everyone who has it.
 */
export function DoorAccessCard({ rental, className }: { rental: RentalView; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateAccessCode(rental.id);
  const code = rental.access?.code ?? rental.accessCode;
  if (!code) return null;

  const failure =
    rotate.isError && !wasHandled(rotate.error)
      ? errorMessage(rotate.error, 'Não foi possível gerar um novo código. Tente novamente.')
      : null;
  const close = () => {
    rotate.reset();
    setConfirming(false);
  };
  const confirm = async () => {
    try {
      await rotate.mutateAsync();
      toastSuccess('Novo código gerado. O anterior não abre mais a porta.');
      setConfirming(false);
    } catch {
      // Shown in the dialog from rotate.error.
    }
  };

  return (
    <div className={cn('rounded-2xl bg-brand-soft px-4 py-5 text-center', className)}>
      <p className="flex items-center justify-center gap-2 text-sm font-semibold text-brand-ink">
        <KeyIcon className="size-4" />
        Código de acesso
      </p>
      <p
        className="mt-2 font-mono text-4xl font-bold tracking-[0.3em] text-ink tabular-nums sm:text-5xl"
        data-testid="access-code"
      >
        {code}
      </p>
      {rental.access && (
        <p className="mt-2 text-sm font-medium text-ink" data-testid="access-window">
          {doorAccessWindowSentence(rental.access)}
        </p>
      )}
      <p className="mt-1 text-sm text-ink-muted">
        Digite na fechadura eletrônica da portaria e do apartamento.
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <CopyButton value={code} variant="secondary" size="sm">
          Copiar código
        </CopyButton>
        {rental.access && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Gerar novo código
          </Button>
        )}
      </div>
      <FormModal
        open={confirming}
        onClose={close}
        onSubmit={confirm}
        pending={rotate.isPending}
        size="sm"
        title="Gerar novo código de acesso?"
        description="O código atual deixa de abrir a porta na hora, para você e para quem mais o tiver. Combine o novo com quem vai se hospedar com você."
        cancelLabel="Voltar"
        submitLabel="Gerar novo código"
        failure={failure}
      >
        {!failure && <p className="text-sm text-ink-muted">O novo código vale no mesmo período do atual.</p>}
      </FormModal>
    </div>
  );
}
