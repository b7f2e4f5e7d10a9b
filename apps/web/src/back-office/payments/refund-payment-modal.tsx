import { formatMoney, type RefundPaymentRequest, refundPaymentRequestSchema } from '@estadia/domain';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormModal, useFocusAfterSuccess } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { maskMoney } from '@/components/ui/money-mask';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useRefundPayment } from './api/refund-payment';
import { PaymentFacts } from './payment-facts';
import { type LedgerPayment, paidCents } from './payment-labels';
import { prepareRefund, type RefundValues, refundDefaults } from './refund-form';

/**
 * 'Registrar reembolso' of a paid payment: the whole amount unless a smaller one is typed. A refunded
 * payment loses its 'Reembolsar' button, so focus goes to `afterRefund` instead of being dropped.
 */
export function RefundPaymentModal({
  payment,
  onClose,
  afterRefund,
}: {
  payment: LedgerPayment | null;
  onClose: () => void;
  afterRefund?: RefObject<HTMLElement | null>;
}) {
  const refund = useRefundPayment();
  const refunded = useFocusAfterSuccess(payment !== null, afterRefund);
  const paid = payment ? paidCents(payment) : 0;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RefundValues, unknown, RefundPaymentRequest>({
    defaultValues: refundDefaults(paid),
    resolver: schemaResolver(refundPaymentRequestSchema, (values: RefundValues) =>
      prepareRefund(values, paid),
    ),
  });

  // Each opening starts afresh, before it is first painted: the whole amount paid, no reason, no failure.
  useLayoutEffect(() => {
    if (!payment) return;
    reset(refundDefaults(paidCents(payment)), { keepFieldsRef: true });
    setFailure(null);
  }, [payment, reset]);

  const close = () => {
    refund.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    if (!payment) return;
    setFailure(null);
    try {
      const result = await refund.mutateAsync({ paymentId: payment.id, ...body });
      toastSuccess(`Reembolso de ${formatMoney(result.refundedCents ?? 0)} registrado.`);
      refunded();
      close();
    } catch (error) {
      // Too large a refund is about the amount typed: it goes under that field.
      if (isApiError(error) && error.code === 'REFUND_TOO_LARGE') {
        setError('amount', { type: 'server', message: error.message });
        return;
      }
      showFormFailure(error, {
        fields: ['amountCents', 'note'],
        setError: ((name: string, fieldError: { type: string; message: string }) =>
          setError(name === 'amountCents' ? 'amount' : 'reason', fieldError)) as never,
        fallback: 'Não foi possível registrar o reembolso agora. Tente de novo.',
        show: setFailure,
      });
    }
  });

  return (
    <FormModal
      open={payment !== null}
      onClose={close}
      onSubmit={onSubmit}
      pending={refund.isPending}
      title="Registrar reembolso"
      description="O valor volta ao cliente pelo provedor, na mesma forma de pagamento."
      submitLabel="Registrar reembolso"
      submitVariant="danger"
      failure={failure}
    >
      {payment && <PaymentFacts payment={payment} />}
      <TextField
        label="Valor do reembolso"
        hint={`Até ${formatMoney(paid)}, o valor pago. Deixe assim para devolver tudo.`}
        mask={maskMoney}
        inputMode="numeric"
        required
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Field label="Motivo" optional hint="Fica registrado na auditoria." error={errors.reason?.message}>
        {(control) => <Textarea {...control} maxLength={500} className="min-h-24" {...register('reason')} />}
      </Field>
      <Alert tone="warning">
        Devolver o valor inteiro cancela a locação se a estadia ainda não começou: as noites são liberadas, o
        código da porta é revogado e todo o valor pago volta ao cliente. Depois do check-in, só uma parte pode
        ser devolvida, e ela reduz o valor da locação na mesma quantia.
      </Alert>
    </FormModal>
  );
}
