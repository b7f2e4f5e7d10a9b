import { formatMoney, type RefundPaymentRequest, refundPaymentRequestSchema } from '@estadia/domain';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
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
  const formId = useId();
  const refund = useRefundPayment();
  const refunded = useRef(false);
  // Runs after the dialog closed (its own effect gives focus back to the button that opened it).
  useEffect(() => {
    if (payment !== null || !refunded.current) return;
    refunded.current = false;
    afterRefund?.current?.focus();
  }, [payment, afterRefund]);
  const close = () => {
    refund.reset();
    onClose();
  };
  const done = () => {
    refunded.current = true;
    close();
  };
  return (
    <Modal
      open={payment !== null}
      onClose={close}
      dismissible={!refund.isPending}
      title="Registrar reembolso"
      description="O valor volta ao cliente pelo provedor, na mesma forma de pagamento."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={refund.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={refund.isPending}>
            Registrar reembolso
          </Button>
        </>
      }
    >
      {payment && (
        <RefundForm key={payment.id} payment={payment} formId={formId} refund={refund} onDone={done} />
      )}
    </Modal>
  );
}

function RefundForm({
  payment,
  formId,
  refund,
  onDone,
}: {
  payment: LedgerPayment;
  formId: string;
  refund: ReturnType<typeof useRefundPayment>;
  onDone: () => void;
}) {
  const paid = paidCents(payment);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundValues, unknown, RefundPaymentRequest>({
    defaultValues: refundDefaults(paid),
    resolver: schemaResolver(refundPaymentRequestSchema, (values: RefundValues) =>
      prepareRefund(values, paid),
    ),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const refunded = await refund.mutateAsync({ paymentId: payment.id, ...body });
      toastSuccess(`Reembolso de ${formatMoney(refunded.refundedCents ?? 0)} registrado.`);
      onDone();
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

  // The dialog scrolls on a phone (and on a laptop): a refusal goes first, in sight of the button pressed.
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <div ref={failureBox}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <PaymentFacts payment={payment} />
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
    </form>
  );
}
