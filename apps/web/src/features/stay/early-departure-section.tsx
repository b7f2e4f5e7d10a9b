import {
  addDays,
  compareIsoDates,
  EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS,
  earlyDepartureRequestSchema,
  formatBrDate,
  formatMoney,
  PAYMENT_STATUS_LABELS,
  pluralize,
  todayIso,
} from '@estadia/domain';
import { useState } from 'react';
import { DocumentUploadField } from '@/components/documents/document-upload-field';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateFilterField } from '@/components/ui/date-filter-field';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { SectionPanel } from '@/components/ui/section-panel';
import { errorMessage } from '@/lib/api-error';
import type { RentalView } from '@/lib/rentals/get-rental';
import { toastError, toastSuccess } from '@/lib/toast';
import { useDepartEarly, useEarlyDepartureQuote } from './api/early-departure';
import { TransferLetterState } from './transfer-letter-state';

/** The earliest and latest new check-out: from tomorrow (and after check-in) to the night before the end. */
export function earlyDepartureRange(rental: Pick<RentalView, 'startDate' | 'endDate'>, today: string) {
  const first = addDays(compareIsoDates(today, rental.startDate) >= 0 ? today : rental.startDate, 1);
  const last = addDays(rental.endDate, -1);
  return compareIsoDates(first, last) <= 0 ? { first, last } : null;
}

/**
 * 'Antecipar saída': a paid stay shortened by its customer. The quote comes from the server (the same
 * rule that charges it) for the date chosen; confirming asks once more in a dialog.
 */
export function EarlyDepartureSection({ rental }: { rental: RentalView }) {
  return (
    <SectionPanel
      title="Antecipar saída"
      description={
        rental.earlyDeparture
          ? 'A saída desta estadia foi antecipada: o que foi combinado e o reembolso.'
          : 'Precisa sair antes? Escolha a nova data de saída e veja, antes de confirmar, quanto custa e quanto volta.'
      }
    >
      {rental.earlyDeparture ? <RecordedDeparture rental={rental} /> : <DepartureForm rental={rental} />}
    </SectionPanel>
  );
}

function RecordedDeparture({ rental }: { rental: RentalView }) {
  const departure = rental.earlyDeparture!;
  const facts: Fact[] = [
    { term: 'Nova saída', value: formatBrDate(departure.date) },
    { term: 'Saída anterior', value: formatBrDate(departure.previousEndDate) },
    { term: 'Noites liberadas', value: pluralize(departure.nightsReleased, 'noite') },
    { term: 'Taxa ou multa', value: formatMoney(departure.feeCents) },
    { term: 'Reembolso', value: <RefundState rental={rental} /> },
    ...(departure.transferLetter
      ? [{ term: 'Carta de transferência', value: <TransferLetterState departure={departure} />, wide: true }]
      : []),
    { term: 'Motivo', value: departure.reason, wide: true },
    { term: 'Regra aplicada', value: departure.rule, wide: true },
  ];
  return (
    <div className="space-y-4">
      <Alert tone="success" title={`Saída antecipada para ${formatBrDate(departure.date)}`}>
        A vistoria de saída e a entrega das chaves são nesse dia; o código de acesso vale até ele.
      </Alert>
      <FactList facts={facts} />
    </div>
  );
}

/**
 * The departure's refund with where it stands: asked of the bank (its charges REFUND_PENDING) until the
 * bank confirms it (REFUNDED). The payments partly given back keep their amount; the refund is the
 * departure's own figure.
 */
function RefundState({ rental }: { rental: RentalView }) {
  const { refundCents } = rental.earlyDeparture!;
  if (refundCents === 0) return formatMoney(0);
  const pending = rental.payments.some((payment) => payment.status === 'REFUND_PENDING');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{formatMoney(refundCents)}</span>
      <Badge tone={pending ? 'warning' : 'info'}>
        {PAYMENT_STATUS_LABELS[pending ? 'REFUND_PENDING' : 'REFUNDED']}
      </Badge>
    </span>
  );
}

function DepartureForm({ rental }: { rental: RentalView }) {
  const range = earlyDepartureRange(rental, todayIso());
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [letter, setLetter] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const validDate = Boolean(range && date && date >= range.first && date <= range.last);
  const quote = useEarlyDepartureQuote(
    { rentId: rental.id, date, transferLetter: letter ?? undefined },
    { enabled: validDate },
  );
  const depart = useDepartEarly();

  if (rental.status !== 'RENTED' || rental.checkedOutAt)
    return (
      <p className="text-sm text-ink-muted">
        Só é possível antecipar a saída de uma estada paga, antes do check-out.
      </p>
    );
  if (!range)
    return (
      <p className="text-sm text-ink-muted">A estadia já está no último dia: não há saída para antecipar.</p>
    );

  function review() {
    const parsed = earlyDepartureRequestSchema.safeParse({
      date,
      reason,
      transferLetter: letter ?? undefined,
    });
    const next: typeof errors = {};
    if (!validDate)
      next.date = `Escolha uma data de ${formatBrDate(range!.first)} a ${formatBrDate(range!.last)}.`;
    if (!parsed.success)
      for (const issue of parsed.error.issues) if (issue.path[0] === 'reason') next.reason = issue.message;
    setErrors(next);
    if (Object.keys(next).length === 0 && quote.data) setConfirming(true);
  }

  function confirm() {
    depart.mutate(
      { rentId: rental.id, body: { date, reason, ...(letter ? { transferLetter: letter } : {}) } },
      {
        onSuccess: (shortened) => {
          setConfirming(false);
          toastSuccess(`Saída antecipada para ${formatBrDate(shortened.endDate)}.`);
        },
        onError: (error) => {
          setConfirming(false);
          toastError(errorMessage(error, 'Não foi possível antecipar a saída agora.'));
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <DateFilterField
        label="Nova data de saída"
        required
        className="sm:max-w-xs"
        value={date || undefined}
        onChange={(value) => setDate(value ?? '')}
        error={errors.date}
        hint={`De ${formatBrDate(range.first)} a ${formatBrDate(range.last)}. Saída prevista hoje: ${formatBrDate(rental.endDate)}.`}
      />
      {rental.period === 'LONG_PERIOD' && (
        <DocumentUploadField
          label="Carta de transferência do empregador (opcional)"
          hint={`Sem multa quando enviada ao menos ${EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS} dias antes da nova saída (Lei 8.245/1991, art. 4º). A nossa equipe confere a carta: até ela ser aceita, a multa fica retida; aceita, volta para você.`}
          value={letter}
          onChange={setLetter}
          downloadName="carta-de-transferencia"
          purpose="TRANSFER_LETTER"
        />
      )}
      <Field
        label="Motivo"
        required
        error={errors.reason}
        hint="Por exemplo: a empresa antecipou a minha mudança."
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <QuoteSummary enabled={validDate} quote={quote} />
      <div className="flex justify-end">
        <Button onClick={review} disabled={!quote.data}>
          Antecipar saída
        </Button>
      </div>
      <FormModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onSubmit={confirm}
        pending={depart.isPending}
        title="Confirmar a saída antecipada?"
        description={
          quote.data ? `A estadia passa a terminar em ${formatBrDate(quote.data.date)}.` : undefined
        }
        cancelLabel="Voltar"
        submitLabel="Confirmar saída"
      >
        {quote.data && (
          <p className="text-sm text-ink">
            {pluralize(quote.data.nightsReleased, 'noite')}{' '}
            {quote.data.nightsReleased === 1 ? 'fica livre' : 'ficam livres'}; taxa ou multa de{' '}
            {formatMoney(quote.data.feeCents)}; reembolso de {formatMoney(quote.data.refundCents)}.
            {quote.data.transferLetterWaiverCents > 0 &&
              ` A multa volta para você se a nossa equipe aceitar a carta de transferência.`}{' '}
            Não é possível desfazer pelo site.
          </p>
        )}
      </FormModal>
    </div>
  );
}

function QuoteSummary({
  enabled,
  quote,
}: {
  enabled: boolean;
  quote: ReturnType<typeof useEarlyDepartureQuote>;
}) {
  if (!enabled)
    return (
      <p className="text-sm text-ink-muted">Escolha a nova data para ver quanto custa e quanto volta.</p>
    );
  if (quote.isPending)
    return (
      <p role="status" className="text-sm text-ink-muted">
        Calculando…
      </p>
    );
  if (quote.isError)
    return (
      <Alert tone="error">
        {errorMessage(quote.error, 'Não foi possível calcular agora. Tente outra data.')}
      </Alert>
    );
  const data = quote.data;
  const facts: Fact[] = [
    { term: 'Noites liberadas', value: pluralize(data.nightsReleased, 'noite') },
    { term: 'Taxa ou multa', value: formatMoney(data.feeCents) },
    { term: 'Reembolso', value: formatMoney(data.refundCents) },
    { term: 'Novo valor da estadia', value: formatMoney(data.newValueCents) },
    ...(data.stillOwedCents > 0
      ? [{ term: 'Ainda a pagar (parcelas que ficam)', value: formatMoney(data.stillOwedCents) }]
      : []),
    ...(data.transferLetterWaiverCents > 0
      ? [{ term: 'Volta se a carta for aceita', value: formatMoney(data.transferLetterWaiverCents) }]
      : []),
  ];
  return (
    <section aria-label="Quanto custa e quanto volta" className="space-y-3 rounded-xl border border-line p-4">
      <FactList facts={facts} />
      <p className="text-sm text-ink">{data.rule}</p>
    </section>
  );
}
