import {
  addDays,
  cardInstallmentOptions,
  compareIsoDates,
  EXTENSION_BILLING_NOTES,
  formatBrDate,
  formatBrDateTime,
  formatMoney,
  type IsoDate,
  longStayHint,
  type PaymentType,
  PERIOD_KIND_LABELS,
  pluralize,
} from '@estadia/domain';
import { useId, useMemo, useState } from 'react';
import { LongStayHintCard } from '@/components/catalog/long-stay-hint-card';
import { BankSlipCharge } from '@/components/payments/bank-slip-charge';
import { CardPaymentForm } from '@/components/payments/card-payment-form';
import type { PaymentView } from '@/components/payments/payment-state';
import { PixCharge } from '@/components/payments/pix-charge';
import { SandboxBox } from '@/components/payments/sandbox-box';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { DateRange } from '@/components/ui/date-range-logic';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useUnavailableDates } from '@/lib/catalog/get-unavailable-dates';
import { openPendingTab, showFileInTab } from '@/lib/file-download';
import { usePaymentOptions } from '@/lib/payments/get-payment-options';
import type { RentalView } from '@/lib/rentals/get-rental';
import {
  useAddendum,
  useCreateExtension,
  useCreateExtensionPayment,
  useExtensionQuote,
  useExtensions,
  useSignAddendum,
} from './api/extensions';
import { differenceTerm, extensionRefusalOf } from './extension-rules';
import { SignedAddendumDownload } from './signed-addendum-download';

/** An extension as the page holds it. */
type ExtensionView = NonNullable<ReturnType<typeof useExtensions>['data']>['items'][number];

const OPEN = new Set(['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT']);

/**
 * 'Prorrogar estadia': a new check-out on the booking's calendar, the whole stay re-priced by the
 * server, then the addendum signed and the difference paid. The added nights are held from the moment
 * the customer confirms.
 */
export function ExtensionSection({ rental }: { rental: RentalView }) {
  const extensions = useExtensions(rental.id);
  const items = extensions.data?.items ?? [];
  const open = items.find((item) => OPEN.has(item.status));
  const paid = items.find((item) => item.status === 'PAID');
  const refusal = extensionRefusalOf(rental);
  return (
    <SectionPanel
      title="Prorrogar estadia"
      description="Quer ficar mais? Escolha a nova data de saída no calendário, veja o novo valor e pague só a diferença."
    >
      {extensions.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando as prorrogações
          </span>
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : extensions.isError ? (
        <Alert tone="error" title="Não foi possível carregar as prorrogações">
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void extensions.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      ) : (
        <div className="space-y-5">
          {paid && !open && (
            <Alert tone="success" title={`Estadia prorrogada até ${formatBrDate(paid.end)}`}>
              A nova saída já vale para o código de acesso, o arquivo de calendário e o recibo.
              <div className="mt-2">
                <SignedAddendumDownload extension={paid} />
              </div>
            </Alert>
          )}
          {open ? (
            <OpenExtension rental={rental} extension={open} />
          ) : refusal === null ? (
            <ExtensionPlanner rental={rental} />
          ) : (
            !paid && <p className="text-sm text-ink-muted">{refusal}</p>
          )}
        </div>
      )}
    </SectionPanel>
  );
}

function ExtensionPlanner({ rental }: { rental: RentalView }) {
  const [end, setEnd] = useState<IsoDate | null>(null);
  const [window, setWindow] = useState({ from: rental.endDate, to: addDays(rental.endDate, 62) });
  const unavailable = useUnavailableDates(rental.apartment.id, window);
  const disabledNights = useMemo(() => new Set(unavailable.data?.dates ?? []), [unavailable.data]);
  const quote = useExtensionQuote(rental.id, end);
  const create = useCreateExtension(rental.id);
  const hint = useMemo(() => {
    if (!end) return null;
    return longStayHint({
      modality: rental.projectModality,
      spotPrices: {
        commonSpotDaily: rental.project.commonSpotDaily,
        coveredSpotDaily: rental.project.coveredSpotDaily,
      },
      interval: { start: rental.startDate, end },
      carSpots: rental.carSpots,
    });
  }, [end, rental]);

  const onChange = (range: DateRange) => {
    // The stay's check-out is where the extension starts: the day picked is the new check-out.
    const picked = range.start === rental.endDate ? range.end : range.start;
    setEnd(picked && compareIsoDates(picked, rental.endDate) > 0 ? picked : null);
    create.reset();
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink">
        Saída atual: <strong>{formatBrDate(rental.endDate)}</strong>. As noites já reservadas por outros
        hóspedes aparecem desabilitadas.
      </p>
      <DateRangePicker
        value={{ start: rental.endDate, end }}
        onChange={onChange}
        rules={{ disabledNights, min: rental.endDate, max: addDays(rental.startDate, 730) }}
        onVisibleDaysChange={(from, to) => setWindow({ from, to })}
        note="Escolha a nova data de saída (check-out até 12:00)."
      />
      {end && quote.isPending && <Skeleton className="h-32 rounded-xl" />}
      {end && quote.isError && (
        <Alert
          tone={isApiError(quote.error) && quote.error.status === 409 ? 'warning' : 'error'}
          title="Não é possível prorrogar até essa data"
        >
          {errorMessage(quote.error)}
        </Alert>
      )}
      {end && quote.data && (
        <div className="space-y-4">
          <FactList
            facts={[
              { term: 'Nova saída', value: formatBrDate(quote.data.end) },
              {
                term: 'Estadia',
                value: `${pluralize(quote.data.nights, 'noite')} · ${PERIOD_KIND_LABELS[quote.data.period].toLowerCase()}`,
              },
              { term: 'Novo valor total', value: formatMoney(quote.data.rentalValueCents) },
              { term: 'Já contratado', value: formatMoney(rental.rentalValueCents) },
              {
                term: differenceTerm(quote.data.billing),
                value: <strong className="text-lg">{formatMoney(quote.data.differenceCents)}</strong>,
              },
              {
                term: 'Como foi calculado',
                wide: true,
                value: (
                  <ul className="space-y-1">
                    {quote.data.lines.map((line) => (
                      <li key={`${line.kind}-${line.label}`} className="flex justify-between gap-4">
                        <span>{line.label}</span>
                        <span className="tabular-nums">{formatMoney(line.amountCents)}</span>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
          {quote.data.billing && (
            <p className="text-sm text-ink">{EXTENSION_BILLING_NOTES[quote.data.billing]}</p>
          )}
          {hint && (
            <LongStayHintCard
              hint={hint}
              available={true}
              onExtend={() => setEnd(addDays(rental.startDate, hint.nights))}
            />
          )}
          {create.isError && (
            <Alert tone="error" title="A prorrogação não foi feita">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Button onClick={() => create.mutate(quote.data.end)} disabled={create.isPending}>
            {create.isPending ? 'Reservando as noites…' : 'Prorrogar e reservar as noites'}
          </Button>
        </div>
      )}
    </div>
  );
}

function ExtensionFacts({ extension }: { extension: ExtensionView }) {
  const facts: Fact[] = [
    { term: 'Situação', value: extension.statusLabel },
    { term: 'Nova saída', value: formatBrDate(extension.end) },
    { term: 'Saída anterior', value: formatBrDate(extension.previousEnd) },
    { term: 'Novo valor total', value: formatMoney(extension.rentalValueCents) },
    { term: 'Diferença', value: formatMoney(extension.differenceCents) },
    {
      term: 'Noites reservadas até',
      value: formatBrDateTime(new Date(extension.holdExpiresAt), { seconds: false }),
    },
  ];
  return <FactList facts={facts} />;
}

function OpenExtension({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
  const monthly = extension.billing !== undefined && extension.billing !== 'AT_ONCE';
  return (
    <div className="space-y-5">
      <Alert tone="info" title={`Noites reservadas até a nova saída em ${formatBrDate(extension.end)}`}>
        {monthly ? 'Assine o termo aditivo' : 'Assine o termo aditivo e pague a diferença'} até{' '}
        {formatBrDateTime(new Date(extension.holdExpiresAt), { seconds: false })}; depois disso, as noites são
        liberadas.
        {monthly && extension.billing && ` ${EXTENSION_BILLING_NOTES[extension.billing]}`}
      </Alert>
      <ExtensionFacts extension={extension} />
      <SignedAddendumDownload extension={extension} />
      {extension.status === 'WAITING_FOR_SIGNATURE' ? (
        <AddendumStep rental={rental} extension={extension} />
      ) : (
        <DifferencePayment rental={rental} extension={extension} />
      )}
    </div>
  );
}

function AddendumStep({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
  const addendum = useAddendum(extension.id, true);
  const sign = useSignAddendum(rental.id);
  const [accepted, setAccepted] = useState(false);
  const checkboxId = useId();
  const changed = sign.isError && isApiError(sign.error) && sign.error.code === 'CONTRACT_CHANGED';

  const submit = async () => {
    if (!addendum.data) return;
    try {
      await sign.mutateAsync({ extensionId: extension.id, sha256: addendum.data.sha256 });
    } catch {
      if (changed) void addendum.refetch();
    }
  };

  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-ink">1. Assine o termo aditivo</h3>
      {addendum.isPending ? (
        <Skeleton className="h-16 rounded-xl" />
      ) : addendum.isError ? (
        <Alert tone="error" title="Não foi possível carregar o termo aditivo">
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void addendum.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            O termo aditivo traz as partes, o contrato original, a saída anterior e a nova, o novo valor e a
            diferença.
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => showFileInTab(openPendingTab(), addendum.data.pdf, 'termo-aditivo.pdf')}
          >
            Abrir o termo aditivo (PDF)
          </Button>
        </div>
      )}
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-4 accent-brand"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="text-sm text-ink">
          Li e aceito o termo aditivo, que prorroga a locação até {formatBrDate(extension.end)}.
        </label>
      </div>
      {sign.isError && (
        <Alert tone="error" title="O termo aditivo não foi assinado">
          {errorMessage(sign.error)}
        </Alert>
      )}
      <Button onClick={() => void submit()} disabled={!accepted || !addendum.data || sign.isPending}>
        {sign.isPending ? 'Assinando…' : 'Assinar o termo aditivo'}
      </Button>
    </div>
  );
}

const METHODS: { type: PaymentType; label: string }[] = [
  { type: 'PIX', label: 'Pix' },
  { type: 'BANK_SLIP', label: 'Boleto' },
  { type: 'CREDIT_CARD', label: 'Cartão de crédito' },
];

function DifferencePayment({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
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
          {method === 'BANK_SLIP' && <BankSlipCharge payment={live} />}
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
