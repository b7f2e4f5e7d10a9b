import { formatMoney } from '@estadia/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { useConfirmSandboxPayment } from '@/lib/payments/confirm-sandbox-payment';
import { FlaskIcon } from './payment-icons';
import type { PaymentView } from './payment-state';

/** 'o Pix', 'o boleto', 'o boleto 2 de 3', 'o cartão': what the simulated bank pays. */
export function chargeName(payment: Pick<PaymentView, 'paymentType' | 'installment'>): string {
  if (payment.paymentType === 'PIX') return 'o Pix';
  if (payment.paymentType === 'CREDIT_CARD') return 'o cartão';
  const part = payment.installment && payment.installment.count > 1 ? payment.installment : null;
  return part ? `o boleto ${part.number} de ${part.count}` : 'o boleto';
}

/**
 * Only when payments go to the built-in sandbox: no bank will ever pay the code, so the customer (a
 * demo, a test) can make the simulated bank confirm the charge, through the provider's real webhook.
 */
export function SandboxBox({ rentId, payment }: { rentId: string; payment: PaymentView }) {
  const confirm = useConfirmSandboxPayment(rentId);
  return (
    <section
      aria-labelledby="ambiente-de-testes"
      className="rounded-2xl border-2 border-dashed border-accent/60 bg-accent-soft/50 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <FlaskIcon className="mt-0.5 size-5 shrink-0 text-accent-ink" />
        <div className="min-w-0 flex-1">
          <h2 id="ambiente-de-testes" className="font-semibold text-ink">
            Banco simulado
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            No ambiente de testes nenhum banco paga os códigos. Simule a confirmação do banco para{' '}
            {chargeName(payment)} de {formatMoney(payment.amountCents)}.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => confirm.mutate(payment.id)}
            isLoading={confirm.isPending}
          >
            Simular pagamento
          </Button>
          {confirm.isError && !wasHandled(confirm.error) && (
            <Alert tone="error" className="mt-3">
              {errorMessage(confirm.error, 'Não foi possível simular o pagamento. Tente novamente.')}
            </Alert>
          )}
        </div>
      </div>
    </section>
  );
}
