import { cardInstallmentOptions, formatMoney, type PaymentType } from '@estadia/domain';
import { useMemo, useState } from 'react';
import { BoletoCharge } from '@/components/payments/boleto-charge';
import { CardPaymentForm } from '@/components/payments/card-payment-form';
import type { PaymentView } from '@/components/payments/payment-state';
import { PixCharge } from '@/components/payments/pix-charge';
import { SandboxBox } from '@/components/payments/sandbox-box';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { usePaymentOptions } from '@/lib/payments/get-payment-options';
import type { RentalView } from '@/lib/rentals/get-rental';
import type { ExtensionView } from '@/lib/stay/extensions';
import { useCreateExtensionPayment } from './api/extensions';

const METHODS: { type: PaymentType; label: string }[] = [
  { type: 'PIX', label: 'Pix' },
  { type: 'BANK_SLIP', label: 'Boleto' },
  { type: 'CREDIT_CARD', label: 'Cartão de crédito' },
];

/** Step 2 of an open extension: the difference paid by Pix, boleto or card. */
export function DifferencePayment({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
  const pay = useCreateExtensionPayment(rental.id);
  const options = usePaymentOptions(rental.id);
  const charges = extension.payments as unknown as PaymentView[];
  const live = [...charges].reverse().find((payment) => payment.status === 'PENDING');
  const [method, setMethod] = useState<PaymentType>(live?.paymentType ?? 'PIX');
  const installments = useMemo(
    () => cardInstallmentOptions(extension.differenceCents),
    [extension.differenceCents],
  );
  const request = (paymentType: PaymentType) =>
    pay.mutate({ extensionId: extension.id, paymentType, idempotencyKey: crypto.randomUUID() });

  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-ink">
        2. Pague a diferença de {formatMoney(extension.differenceCents)}
      </h3>
      <div role="radiogroup" aria-label="Forma de pagamento" className="flex flex-wrap gap-2">
        {METHODS.map((option) => (
          <Button
            key={option.type}
            role="radio"
            aria-checked={method === option.type}
            size="sm"
            variant={method === option.type ? 'primary' : 'secondary'}
            onClick={() => setMethod(option.type)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {pay.isError && (
        <Alert tone="error" title="O pagamento não foi criado">
          {errorMessage(pay.error)}
        </Alert>
      )}
      {live && live.paymentType === method ? (
        <div className="space-y-4">
          {method === 'PIX' && (
            <PixCharge payment={live} onRenew={() => request('PIX')} isRenewing={pay.isPending} />
          )}
          {method === 'BANK_SLIP' && <BoletoCharge payment={live} />}
          {options.data?.sandbox && <SandboxBox rentId={rental.id} payment={live} />}
        </div>
      ) : method === 'CREDIT_CARD' ? (
        <CardPaymentForm
          installments={installments}
          isPaying={pay.isPending}
          onPay={async (card) => {
            try {
              await pay.mutateAsync({
                extensionId: extension.id,
                paymentType: 'CREDIT_CARD',
                card,
                idempotencyKey: crypto.randomUUID(),
              });
              return 'answered';
            } catch (error) {
              return { error };
            }
          }}
        />
      ) : (
        <Button onClick={() => request(method)} disabled={pay.isPending}>
          {pay.isPending ? 'Gerando…' : method === 'PIX' ? 'Gerar o Pix' : 'Gerar o boleto'}
        </Button>
      )}
    </div>
  );
}
