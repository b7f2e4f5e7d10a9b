import {
  CANCELLATION_DETAILS_MAX_LENGTH,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  type CancellationReason,
  formatMoney,
} from '@estadia/domain';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormModal } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelRental } from '@/features/rentals/api/cancel-rental';
import { useCancellationPreview } from '@/features/rentals/api/get-cancellation-preview';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';

/** Which reason was given, and the details when it is 'Outro'; null when it can be sent. */
export function cancellationProblem(reason: CancellationReason | null, details: string): string | null {
  if (!reason) return 'Escolha o motivo do cancelamento.';
  if (reason === 'OTHER' && details.trim() === '') return 'Conte o motivo do cancelamento.';
  if (details.trim().length > CANCELLATION_DETAILS_MAX_LENGTH) {
    return `Use no máximo ${CANCELLATION_DETAILS_MAX_LENGTH} caracteres.`;
  }
  return null;
}

export function CancelRentalModal({
  rentId,
  description,
  open,
  onClose,
  withdrawal = false,
}: {
  rentId: string;
  /** What is being cancelled, e.g. 'Studio no Estadia Santa Mônica, 14/03/2026 a 20/03/2026'. */
  description: string;
  open: boolean;
  onClose: () => void;
  /** A paid stay cancelled by the withdrawal right (CDC art. 49): it says so, and that the code ends. */
  withdrawal?: boolean;
}) {
  const id = useId();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [details, setDetails] = useState('');
  const [touched, setTouched] = useState(false);
  const cancel = useCancelRental();
  const detailsField = useRef<HTMLTextAreaElement>(null);
  const problem = cancellationProblem(reason, details);

  const close = () => {
    setReason(null);
    setDetails('');
    setTouched(false);
    cancel.reset();
    onClose();
  };

  const confirm = async () => {
    setTouched(true);
    if (problem || !reason) {
      if (reason) detailsField.current?.focus();
      else document.querySelector<HTMLInputElement>(`input[name="${id}-motivo"]`)?.focus();
      return;
    }
    try {
      await cancel.mutateAsync({ rentId, reason, details: details.trim() || undefined });
      toastSuccess('Locação cancelada.');
      close();
    } catch {
      // Shown in the modal from cancel.error.
    }
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      onSubmit={confirm}
      pending={cancel.isPending}
      title="Cancelar locação"
      description={description}
      cancelLabel="Voltar"
      submitLabel="Cancelar locação"
      submitVariant="danger"
      failure={
        cancel.isError && !wasHandled(cancel.error)
          ? errorMessage(cancel.error, 'Não foi possível cancelar. Tente novamente.')
          : null
      }
      className="space-y-4"
    >
      {withdrawal && (
        <Alert tone="info" title="Direito de arrependimento">
          Você está no prazo para desistir: o valor pago volta inteiro e o código de acesso deixa de valer na
          hora.
        </Alert>
      )}
      <RefundPreview rentId={rentId} open={open} />
      <fieldset aria-describedby={touched && problem && !reason ? `${id}-erro` : undefined}>
        <legend className="text-sm font-semibold text-ink">Por que você quer cancelar?</legend>
        <div className="mt-3 space-y-2">
          {CANCELLATION_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3 py-2.5 text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft/60"
            >
              <input
                type="radio"
                name={`${id}-motivo`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-brand"
              />
              {CANCELLATION_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-detalhes`} className="text-sm font-medium text-ink">
          Detalhes
          {reason !== 'OTHER' && <span className="font-normal text-ink-subtle"> (opcional)</span>}
        </label>
        <Textarea
          ref={detailsField}
          id={`${id}-detalhes`}
          value={details}
          maxLength={CANCELLATION_DETAILS_MAX_LENGTH}
          onChange={(event) => setDetails(event.target.value)}
          aria-required={reason === 'OTHER' || undefined}
          aria-invalid={touched && reason === 'OTHER' && problem ? true : undefined}
          aria-describedby={touched && problem && reason ? `${id}-erro` : undefined}
          className="min-h-24"
        />
      </div>
      {touched && problem && (
        <p id={`${id}-erro`} className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </FormModal>
  );
}

/**
 * 'Você pagou R$ X; será devolvido R$ Y.', and the part already on its way (an early departure's refund):
 * everything paid comes back, and the customer sees how much in all.
 */
export function refundPreviewSentence(preview: {
  paidCents: number;
  refundCents: number;
  alreadyRefundedCents?: number;
}): string {
  const sentence = `Você pagou ${formatMoney(preview.paidCents)}; será devolvido ${formatMoney(preview.refundCents)}`;
  const already = preview.alreadyRefundedCents ?? 0;
  if (already <= 0 || already >= preview.refundCents) return `${sentence}.`;
  return (
    `${sentence}: ${formatMoney(already)} já estão a caminho e ` +
    `${formatMoney(preview.refundCents - already)} serão estornados agora.`
  );
}

/** A sentence whose amounts never break between 'R$' and the number at the end of a line. */
function UnbrokenAmounts({ text }: { text: string }) {
  const parts = text.split(/(R\$\s[\d.,]*\d)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
          <span key={index} className="whitespace-nowrap tabular-nums">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * What cancelling now gives back, asked of the server when the dialog opens (a payment may have landed
 * since the list was loaded): the amounts and the sentence of the policy that applies.
 */
function RefundPreview({ rentId, open }: { rentId: string; open: boolean }) {
  const preview = useCancellationPreview(rentId, { enabled: open });
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-4 text-sm" aria-live="polite">
      <p className="font-semibold text-ink">Reembolso</p>
      {preview.isPending ? (
        <div className="mt-2 space-y-2">
          <span className="sr-only">Calculando o reembolso</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : preview.isError ? (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="text-ink-muted">
            {errorMessage(preview.error, 'Não foi possível calcular o reembolso agora.')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => preview.refetch()}
            isLoading={preview.isFetching}
          >
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-ink">
            <UnbrokenAmounts text={refundPreviewSentence(preview.data)} />
          </p>
          <p className="mt-1 text-ink-muted">{preview.data.rule}</p>
        </>
      )}
      <p className="mt-2 text-ink-muted">As noites ficam livres na hora.</p>
    </div>
  );
}
