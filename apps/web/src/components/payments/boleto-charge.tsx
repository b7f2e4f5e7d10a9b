import { formatBrDate, formatDigitableLine, formatMoney, todayIso } from '@estadia/domain';
import { Badge } from '@/components/ui/badge';
import { DownloadButton } from '@/components/ui/download-button';
import { cn } from '@/lib/cn';
import { getBoletoPdf } from '@/lib/payments/get-boleto-pdf';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { CopyButton, CopyField } from './copy-field';
import { chargeFileName } from './file-names';
import { paymentStatusBadge } from './payment-labels';
import type { PaymentView } from './payment-state';

/** One boleto to pay: amount, due date, the digitable line to copy and the PDF. */
export function BoletoCharge({
  payment,
  title,
  showAwaiting = true,
}: {
  payment: PaymentView;
  title?: string;
  showAwaiting?: boolean;
}) {
  const today = todayIso();
  const badge = paymentStatusBadge(payment, today);
  const boleto = payment.bankSlip;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {title && <p className="text-sm font-semibold text-ink">{title}</p>}
          <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">
            {formatMoney(payment.amountCents)}
          </p>
          <p className="text-sm text-ink-muted">Vence em {formatBrDate(payment.dueDate)}</p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {boleto && (
        <CopyField
          label="Linha digitável"
          value={formatDigitableLine(boleto.digitableLine)}
          copyLabel="Copiar código"
          multiline
          rows={2}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {showAwaiting && payment.status === 'PENDING' ? (
          <AwaitingConfirmation>Compensação em até 3 dias úteis depois do pagamento.</AwaitingConfirmation>
        ) : (
          <span />
        )}
        {/* A boleto that can no longer be paid (paid, replaced, cancelled) comes without its code: no PDF. */}
        {boleto && (
          <DownloadButton fetchFile={() => getBoletoPdf(boleto)} fileName={chargeFileName('boleto', payment)}>
            Baixar boleto (PDF)
          </DownloadButton>
        )}
      </div>
    </div>
  );
}

/** Under a month of the plan: its due date, and for a scheduled one that its code comes later. */
function monthDetail(payment: PaymentView): string {
  if (payment.status === 'SCHEDULED') {
    return `Vence em ${formatBrDate(payment.dueDate)} · emitido e enviado por e-mail perto do vencimento`;
  }
  if (payment.status === 'PAID' && payment.paidDate) {
    return `Vencimento ${formatBrDate(payment.dueDate)} · pago em ${formatBrDate(payment.paidDate)}`;
  }
  return `Vence em ${formatBrDate(payment.dueDate)}`;
}

/**
 * The boletos of a monthly plan, every month with its amount, due date and status: the next one to pay
 * in full (line to copy, PDF), the others in a row, the issued ones with the same actions at hand and
 * the months still scheduled with when they fall due (their code is issued closer to it).
 */
export function MonthlyBoletos({
  payments,
  showNext = true,
  heading = 'Todos os boletos',
}: {
  payments: PaymentView[];
  /** The next boleto to pay, in full, above the list. */
  showNext?: boolean;
  heading?: string;
}) {
  const today = todayIso();
  const next = payments.find((payment) => payment.status === 'PENDING');
  return (
    <div className="space-y-4">
      {showNext && next && (
        <div className="rounded-xl border border-brand/40 bg-brand-soft/40 p-4">
          <BoletoCharge
            payment={next}
            title={`Próximo boleto: ${next.installment?.number ?? 1} de ${next.installment?.count ?? 1}`}
          />
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold text-ink">{heading}</h3>
        <ol className="mt-2 divide-y divide-line rounded-xl border border-line">
          {payments.map((payment) => {
            const badge = paymentStatusBadge(payment, today);
            const part = `${payment.installment?.number ?? 1}/${payment.installment?.count ?? 1}`;
            const boleto = payment.bankSlip;
            return (
              <li
                key={payment.id}
                className={cn(
                  'flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4',
                  showNext && payment.id === next?.id && 'bg-surface-muted',
                )}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-medium whitespace-nowrap text-ink">
                      <span className="sr-only">Boleto </span>
                      {part} — <span className="tabular-nums">{formatMoney(payment.amountCents)}</span>
                    </span>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </p>
                  <p className="text-sm text-ink-muted">{monthDetail(payment)}</p>
                </div>
                {payment.status === 'PENDING' && boleto && (
                  <div className="-ml-3 flex gap-1 sm:ml-0">
                    <CopyButton
                      variant="ghost"
                      size="sm"
                      value={formatDigitableLine(boleto.digitableLine)}
                      aria-label={`Copiar a linha digitável do boleto ${part}`}
                    >
                      Copiar
                    </CopyButton>
                    <DownloadButton
                      variant="ghost"
                      fetchFile={() => getBoletoPdf(boleto)}
                      fileName={chargeFileName('boleto', payment)}
                    >
                      PDF <span className="sr-only">do boleto {part}</span>
                    </DownloadButton>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
