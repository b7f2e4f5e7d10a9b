import { type ConfirmPaymentRequest, confirmPaymentRequestSchema } from '@estadia/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useConfirmPayment } from './api/confirm-payment';
import { PaymentFacts } from './payment-facts';
import type { LedgerPayment } from './payment-labels';

interface ConfirmValues {
  note: string;
}

const resolver = schemaResolver<ConfirmValues, ConfirmPaymentRequest>(
  confirmPaymentRequestSchema,
  (values) => ({ input: { note: values.note.trim() || undefined } }),
);

/**
 * 'Dar baixa manual' on a pending Pix or boleto whose money arrived outside the provider. Explains that
 * the confirmation credits through the bank notification's own path, so a notification arriving later
 * credits nothing twice. The API's refusal (already expired, or no longer owed) shows in the dialog.
 */
export function ConfirmPaymentModal({
  payment,
  onClose,
}: {
  payment: LedgerPayment | null;
  onClose: () => void;
}) {
  const confirm = useConfirmPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ConfirmValues, unknown, ConfirmPaymentRequest>({ defaultValues: { note: '' }, resolver });

  const close = () => {
    reset();
    setFailure(null);
    confirm.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    if (!payment) return;
    setFailure(null);
    try {
      await confirm.mutateAsync({ paymentId: payment.id, note: body?.note });
      toastSuccess(`Baixa registrada: o pagamento de ${payment.customer.name} está pago.`);
      close();
    } catch (error) {
      showFormFailure(error, {
        fields: ['note'],
        setError,
        fallback: 'Não foi possível dar baixa agora. Tente de novo.',
        show: setFailure,
      });
    }
  });

  return (
    <FormModal
      open={payment !== null}
      onClose={close}
      onSubmit={onSubmit}
      pending={confirm.isPending}
      title="Dar baixa manual"
      description="Para um Pix ou boleto pago fora do provedor de pagamentos."
      submitLabel="Confirmar baixa"
      failure={failure}
    >
      {payment && <PaymentFacts payment={payment} />}
      <Alert tone="info">
        A baixa credita o pagamento pelo mesmo caminho da notificação do banco. Se a notificação chegar
        depois, nada é creditado duas vezes.
      </Alert>
      <Field
        label="Observação"
        optional
        hint="Fica registrada na auditoria, por exemplo de onde veio o comprovante."
        error={errors.note?.message}
      >
        {(control) => <Textarea {...control} maxLength={500} className="min-h-24" {...register('note')} />}
      </Field>
    </FormModal>
  );
}
