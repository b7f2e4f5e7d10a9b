import {
  CARD_BRAND_LABELS,
  type CardBrand,
  type CardInput,
  formatMoney,
  PAYMENT_TYPE_LABELS,
  type PaymentType,
  type TokenizedCardInput,
} from '@estadia/domain';
import { type ReactNode, useState } from 'react';
import { BoletoCharge, MonthlyBoletos } from '@/components/payments/boleto-charge';
import { cardFieldOfIssue, cardIntent } from '@/components/payments/card-form';
import type { CardPaymentOutcome } from '@/components/payments/card-payment-form';
import { PanelHeading } from '@/components/payments/panel-heading';
import { BarcodeIcon, CardIcon } from '@/components/payments/payment-icons';
import { methodDescription } from '@/components/payments/payment-labels';
import {
  type ChargeState,
  chargeState,
  firstRentPaid,
  type PaymentView,
} from '@/components/payments/payment-state';
import { PixCharge } from '@/components/payments/pix-charge';
import { RentRegimeNotice } from '@/components/payments/rent-regime-notice';
import { Alert } from '@/components/ui/alert';
import { PixIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { QueryError } from '@/components/ui/query-state';
import { RadioCards } from '@/components/ui/radio-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCreatePayment } from '@/features/payments/api/create-payment';
import { useIdempotencyKey } from '@/features/payments/idempotency-key';
import { errorMessage, isApiError, wasHandled } from '@/lib/api-error';
import { useMe } from '@/lib/me/get-me';
import { usePaymentOptions } from '@/lib/payments/get-payment-options';
import type { RentalView } from '@/lib/rentals/get-rental';
import { allowedPaymentTypes } from '@/lib/rentals/request-options';
import { CardChallenge } from './card-challenge';
import { DepositCharge, depositOwed } from './deposit-charge';
import { PaymentMethodPanel } from './payment-method-panel';

const METHOD_ORDER: PaymentType[] = ['PIX', 'BANK_SLIP', 'BANK_SLIP_MONTHLY', 'CREDIT_CARD'];

const METHOD_ICONS: Record<PaymentType, ReactNode> = {
  PIX: <PixIcon className="size-5" />,
  BANK_SLIP: <BarcodeIcon className="size-5" />,
  BANK_SLIP_MONTHLY: <CalendarIcon className="size-5" />,
  CREDIT_CARD: <CardIcon className="size-5" />,
};

/** Charges the screen shows as they are (a code to pay, a card being processed) instead of the choice. */
function showsCharge(state: ChargeState): boolean {
  if (state.kind === 'pix-expired') return Boolean(state.payment.pix);
  return (
    state.kind === 'pix' ||
    state.kind === 'boleto' ||
    state.kind === 'monthly' ||
    state.kind === 'card-processing'
  );
}

function cardName(payment: PaymentView): string {
  if (!payment.card) return 'cartão';
  const brand = CARD_BRAND_LABELS[payment.card.brand as CardBrand] ?? payment.card.brand;
  return `${brand} final ${payment.card.last4}`;
}

/** A refusal the card form already shows field by field needs no second message. */
function shownByCardForm(error: unknown): boolean {
  return isApiError(error) && error.issues.some((issue) => cardFieldOfIssue(issue.path) !== null);
}

/**
 * Paying a signed rental: the choice of method, then the charge (Pix, boleto, monthly boletos, card) as
 * the rental has it, so a reload shows the same thing. Every request carries the Idempotency-Key of its
 * intent (see useIdempotencyKey), and the button is busy while it is in flight.
 */
export function PaymentStep({ rental }: { rental: RentalView }) {
  const options = usePaymentOptions(rental.id);
  const create = useCreatePayment();
  const me = useMe();
  const keys = useIdempotencyKey();
  const [changing, setChanging] = useState(false);
  const [picked, setPicked] = useState<PaymentType | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const state = chargeState(rental.payments);

  const request = async (
    paymentType: PaymentType,
    card?: CardInput,
    tokenizedCard?: TokenizedCardInput,
  ): Promise<CardPaymentOutcome> => {
    setFailure(null);
    // A Mercado Pago token serves once: each one is its own intent.
    const intent = card ? cardIntent(card) : tokenizedCard ? `token:${tokenizedCard.token}` : paymentType;
    const idempotencyKey = keys.keyFor(intent);
    try {
      await create.mutateAsync({ rentId: rental.id, paymentType, card, tokenizedCard, idempotencyKey });
      keys.settle();
      setChanging(false);
      return 'answered';
    } catch (error) {
      // Refused (4xx): nothing was made, the next try is a new intent. A lost answer or a provider
      // failure keeps the key, so trying again cannot make a second payment.
      if (isApiError(error) && error.status < 500) keys.settle();
      if (!shownByCardForm(error)) setFailure(error);
      return { error };
    }
  };

  if (options.isPending) return <PaymentStepSkeleton />;
  if (options.isError) {
    return (
      <PaymentCard amountCents={rental.rentalValueCents}>
        <QueryError
          inline
          query={options}
          title="Não foi possível carregar as formas de pagamento"
          fallback="Verifique sua conexão com a internet e tente novamente."
        />
      </PaymentCard>
    );
  }

  // What the server offers; past temporada, within what the lease allows (only the monthly boleto).
  const regime = rental.rentRegime ?? 'UP_FRONT';
  const allowed = regime === 'UP_FRONT' ? null : allowedPaymentTypes(rental.period, regime);
  const offered = METHOD_ORDER.filter(
    (type) => options.data.paymentTypes.includes(type) && (!allowed || allowed.includes(type)),
  );
  const preferred =
    rental.paymentType && offered.includes(rental.paymentType)
      ? rental.paymentType
      : allowed && offered.length === 1
        ? (offered[0] ?? null)
        : null;
  const method = picked ?? preferred;
  const failureAlert = failure !== null && !wasHandled(failure) && (
    <Alert tone="error">
      {errorMessage(failure, 'Não foi possível gerar o pagamento. Tente novamente.')}
    </Alert>
  );

  const deposit = (
    <DepositCharge rental={rental} onRenew={(type) => request(type)} isRenewing={create.isPending} />
  );
  // Only the caução is owed now: the rent is paid, or a post-paid lease's is due after each month.
  const postPaid = rental.rentRegime === 'POST_PAID';
  if (depositOwed(rental) !== null && (postPaid || firstRentPaid(rental.payments))) {
    return (
      <PaymentCard amountCents={options.data.depositCents ?? 0}>
        <div className="space-y-5">
          {postPaid ? (
            <RentRegimeNotice regime="POST_PAID" guarantee="SECURITY_DEPOSIT" />
          ) : (
            <Alert tone="success" title="Aluguel pago">
              Falta só a caução: assim que ela for paga, a reserva é confirmada.
            </Alert>
          )}
          {deposit}
          {failureAlert}
        </div>
      </PaymentCard>
    );
  }

  if (!changing && showsCharge(state)) {
    return (
      <PaymentCard amountCents={options.data.amountCents}>
        <div className="space-y-5">
          <ChargeView state={state} onRenewPix={() => request('PIX')} isRenewing={create.isPending} />
          {deposit}
          {failureAlert}
          {state.kind !== 'card-processing' && (
            <div className="border-t border-line pt-4">
              <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setChanging(true)}>
                Escolher outra forma de pagamento
              </Button>
            </div>
          )}
        </div>
      </PaymentCard>
    );
  }

  return (
    <PaymentCard amountCents={options.data.amountCents}>
      <div className="space-y-6">
        {state.kind === 'card-declined' && (
          <Alert tone="error" title={`Pagamento recusado no ${cardName(state.payment)}`}>
            <p>
              {state.payment.failureReason ?? 'O emissor do cartão recusou o pagamento.'} Confira os dados,
              tente outro cartão ou escolha outra forma de pagamento.
            </p>
          </Alert>
        )}
        {state.kind === 'pix-expired' && (
          <Alert tone="warning" title="O código Pix expirou">
            <p>Gere um novo código ou escolha outra forma de pagamento.</p>
          </Alert>
        )}
        <RentRegimeNotice regime={rental.rentRegime} />
        <RadioCards
          legend="Como você quer pagar?"
          name="forma-de-pagamento"
          value={method}
          onChange={(value) => {
            setPicked(value);
            setFailure(null);
          }}
          options={offered.map((type) => ({
            value: type,
            label: PAYMENT_TYPE_LABELS[type],
            icon: METHOD_ICONS[type],
            // With Mercado Pago the installments are its own, known once the card's digits are typed.
            description:
              type === 'CREDIT_CARD' && options.data.mercadoPago
                ? 'À vista ou parcelado, nas condições do Mercado Pago.'
                : methodDescription(type, {
                    installments: options.data.installments,
                    pixExpiryMinutes: options.data.pixExpiryMinutes,
                    boletos: options.data.monthlySchedule.length,
                  }),
          }))}
        />
        {method && (
          <PaymentMethodPanel
            key={method}
            method={method}
            options={options.data}
            onRequest={() => void request(method)}
            onPayByCard={(card) => request('CREDIT_CARD', card)}
            onPayByToken={(tokenized) => request('CREDIT_CARD', undefined, tokenized)}
            payer={me.data ? { email: me.data.email, cpfOrCnpj: me.data.cpfOrCnpj } : null}
            isRequesting={create.isPending}
          />
        )}
        {deposit}
        {failureAlert}
        {changing && showsCharge(state) && (
          <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setChanging(false)}>
            Voltar para o pagamento em aberto
          </Button>
        )}
      </div>
    </PaymentCard>
  );
}

function ChargeView({
  state,
  onRenewPix,
  isRenewing,
}: {
  state: ChargeState;
  onRenewPix: () => void;
  isRenewing: boolean;
}) {
  if (state.kind === 'pix' || state.kind === 'pix-expired') {
    return (
      <ChargeSection title="Pague com Pix">
        <PixCharge payment={state.payment} onRenew={onRenewPix} isRenewing={isRenewing} />
      </ChargeSection>
    );
  }
  if (state.kind === 'boleto') {
    return (
      <ChargeSection title="Pague o boleto">
        <BoletoCharge payment={state.payment} />
      </ChargeSection>
    );
  }
  if (state.kind === 'monthly') {
    return (
      <ChargeSection title="Boleto mensal">
        <MonthlyBoletos payments={state.payments} />
      </ChargeSection>
    );
  }
  if (state.kind === 'card-processing' && state.payment.card?.challenge) {
    return (
      <ChargeSection title="Confirme a compra no seu banco">
        <CardChallenge key={state.payment.card.challenge.creq} challenge={state.payment.card.challenge} />
      </ChargeSection>
    );
  }
  if (state.kind === 'card-processing') {
    return (
      <ChargeSection title="Cartão de crédito">
        <div className="flex items-center gap-3 rounded-xl bg-surface-muted p-4" role="status">
          <Spinner size={24} stroke={3} decorative />
          <p className="text-ink">
            Processando o pagamento no {cardName(state.payment)}… Isso leva poucos segundos.
          </p>
        </div>
      </ChargeSection>
    );
  }
  return null;
}

function ChargeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-4 text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

/** The payment card: its heading (focused when it appears) and the amount to pay. */
function PaymentCard({ amountCents, children }: { amountCents: number; children: ReactNode }) {
  return (
    <section
      aria-labelledby="pagamento-titulo"
      className="rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line px-4 py-4 sm:px-6">
        <div>
          <PanelHeading id="pagamento-titulo">Forma de pagamento</PanelHeading>
          <p className="mt-1 text-sm text-ink-muted">
            As noites ficam garantidas assim que o pagamento é aprovado.
          </p>
        </div>
        <div className="flex items-baseline gap-2 sm:block sm:text-right">
          <p className="text-sm text-ink-muted">Total</p>
          <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">
            {formatMoney(amountCents)}
          </p>
        </div>
      </div>
      <div className="px-4 py-5 sm:px-6">{children}</div>
    </section>
  );
}

function PaymentStepSkeleton() {
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-6" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando as formas de pagamento
      </span>
      <Skeleton className="h-7 w-1/3" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-12" />
    </div>
  );
}
