import {
  type CardInput,
  formatBrDate,
  formatMoney,
  type PaymentOptions,
  type PaymentType,
  type TokenizedCardInput,
} from '@estadia/domain';
import { CardPaymentForm, type CardPaymentOutcome } from '@/components/payments/card-payment-form';
import { Button } from '@/components/ui/button';
import { MercadoPagoCardForm } from './mercado-pago-card-form';

/** The monthly boletos the plan would make: '1/3 — R$ 1.000,00 — vence em 14/03/2026'. */
export function MonthlySchedule({ schedule }: { schedule: PaymentOptions['monthlySchedule'] }) {
  const count = schedule.length;
  return (
    <ol className="divide-y divide-line rounded-xl border border-line text-sm">
      {schedule.map((charge) => (
        <li key={charge.installment} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5">
          <span className="font-medium text-ink">
            {charge.installment}/{count} —{' '}
            <span className="tabular-nums">{formatMoney(charge.amountCents)}</span>
          </span>
          <span className="text-ink-muted">vence em {formatBrDate(charge.dueDate)}</span>
        </li>
      ))}
    </ol>
  );
}

/** What follows the choice of a method: what will happen, and the button (or the card form) to go on. */
export function PaymentMethodPanel({
  method,
  options,
  onRequest,
  onPayByCard,
  onPayByToken,
  payer,
  isRequesting,
}: {
  method: PaymentType;
  options: PaymentOptions;
  onRequest: () => void;
  onPayByCard: (card: CardInput) => Promise<CardPaymentOutcome>;
  /** With Mercado Pago: the card tokenised in the browser by MercadoPago.js. */
  onPayByToken?: (card: TokenizedCardInput) => Promise<CardPaymentOutcome>;
  /** The account's e-mail and document, offered as the card holder's. */
  payer?: { email: string; cpfOrCnpj: string | null } | null;
  isRequesting: boolean;
}) {
  if (method === 'CREDIT_CARD' && options.mercadoPago && onPayByToken) {
    return (
      <MercadoPagoCardForm
        amountCents={options.amountCents}
        withDeposit={options.depositCents !== undefined}
        publicKey={options.mercadoPago.publicKey}
        sdkUrl={options.mercadoPago.sdkUrl}
        payer={payer ?? null}
        onPay={onPayByToken}
        isPaying={isRequesting}
      />
    );
  }
  if (method === 'CREDIT_CARD') {
    return (
      <CardPaymentForm installments={options.installments} onPay={onPayByCard} isPaying={isRequesting} />
    );
  }
  const content: Record<Exclude<PaymentType, 'CREDIT_CARD'>, { text: string; button: string }> = {
    PIX: {
      text: `Você recebe um QR Code e o código copia e cola, válidos por ${options.pixExpiryMinutes} minutos. Pague no app do seu banco: a aprovação aparece aqui em segundos.`,
      button: 'Gerar código Pix',
    },
    BANK_SLIP: {
      text: 'O boleto vence amanhã e pode ser pago no app do banco, no internet banking ou em lotéricas. A compensação leva até 3 dias úteis.',
      button: 'Gerar boleto',
    },
    BANK_SLIP_MONTHLY: {
      text: 'Um boleto por mês, nas datas abaixo. O primeiro sai agora e pagá-lo garante a reserva; os seguintes são emitidos e enviados por e-mail alguns dias antes de cada vencimento.',
      button: 'Gerar boletos',
    },
  };
  const { text, button } = content[method];
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{text}</p>
      {method === 'BANK_SLIP_MONTHLY' && <MonthlySchedule schedule={options.monthlySchedule} />}
      <Button size="lg" fullWidth onClick={onRequest} isLoading={isRequesting}>
        {button}
      </Button>
    </div>
  );
}
