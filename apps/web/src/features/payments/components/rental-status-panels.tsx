import { CANCELLATION_REASON_LABELS, formatMoney, todayIso } from '@estadia/domain';
import type { ReactNode } from 'react';
import { MonthlyBoletos } from '@/components/payments/boleto-charge';
import { PanelHeading } from '@/components/payments/panel-heading';
import { refundSentence } from '@/components/payments/payment-labels';
import { monthlyPlan, overdueCharges } from '@/components/payments/payment-state';
import { RefundList } from '@/components/payments/refund-list';
import { RentalDownloads } from '@/components/payments/rental-downloads';
import { Alert } from '@/components/ui/alert';
import { ClockIcon } from '@/components/ui/booking-icons';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { AlertIcon } from '@/components/ui/status-icons';
import { useStatement } from '@/features/payments/api/get-statement';
import { cn } from '@/lib/cn';
import { formatBrDateTimeAt } from '@/lib/countdown';
import type { RentalView } from '@/lib/rentals/get-rental';
import { requestFlowPath } from '@/lib/rentals/rental-actions';

function StatusPanel({
  id,
  tone,
  icon,
  title,
  children,
}: {
  id: string;
  tone: 'info' | 'success' | 'error' | 'warning';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex flex-col items-center px-4 pt-8 pb-2 text-center sm:px-6">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            tone === 'info' && 'bg-brand-soft text-brand-ink',
            tone === 'success' && 'bg-success-soft text-success',
            tone === 'error' && 'bg-danger-soft text-danger',
            tone === 'warning' && 'bg-accent-soft text-accent-ink',
          )}
        >
          {icon}
        </span>
        <div className="mt-4">
          <PanelHeading id={id}>{title}</PanelHeading>
        </div>
      </div>
      <div className="space-y-5 px-4 pt-2 pb-8 sm:px-6">{children}</div>
    </section>
  );
}

const centered = 'mx-auto max-w-lg text-center text-ink-muted';

/** A draft: the payment comes after the request is sent, so back to the request flow. */
export function UnfinishedPanel({ rental }: { rental: RentalView }) {
  return (
    <StatusPanel
      id="status-titulo"
      tone="warning"
      icon={<AlertIcon className="size-7" />}
      title="Reserva não finalizada"
    >
      <p className={centered}>
        Esta solicitação ainda não foi enviada. Termine a solicitação para que a reserva seja analisada;
        depois você assina o contrato e paga por aqui.
      </p>
      <div className="flex justify-center">
        <ButtonLink to={requestFlowPath(rental)}>Finalizar reserva</ButtonLink>
      </div>
    </StatusPanel>
  );
}

/**
 * Sent, not approved yet: what happens now (the page follows the rental by itself). A CredPago rental
 * waits for its analysis, asked from the guarantee panel below; a post-paid lease pays nothing up front.
 */
export function WaitingApprovalPanel({ rental }: { rental?: RentalView }) {
  const analysisPending = rental?.guarantee?.type === 'CREDPAGO' && rental.guarantee.status === 'PENDING';
  const postPaid = rental?.rentRegime === 'POST_PAID';
  const steps = [
    analysisPending
      ? 'A CredPago analisa a garantia e a reserva é aprovada na hora.'
      : 'Aprovamos a reserva e avisamos por e-mail.',
    'Você assina o contrato aqui mesmo.',
    postPaid
      ? 'Você recebe o código de acesso; cada mês é cobrado depois de vivido.'
      : 'Você faz o pagamento e recebe o código de acesso.',
  ];
  return (
    <StatusPanel
      id="status-titulo"
      tone="info"
      icon={<ClockIcon className="size-7" />}
      title="Aguardando aprovação"
    >
      <p className={centered}>
        {analysisPending
          ? 'A reserva é aprovada assim que a CredPago aprovar a garantia: solicite a análise logo abaixo.'
          : 'Estamos analisando a sua solicitação e o seu cadastro.'}{' '}
        As noites já estão reservadas para você enquanto isso.
      </p>
      <NumberedSteps steps={steps} className="mx-auto max-w-md" />
      <p className="text-center text-sm text-ink-subtle">
        Esta página se atualiza sozinha quando a reserva for aprovada.
      </p>
    </StatusPanel>
  );
}

/** A sentence ends with one full stop, whatever the customer typed at its end. */
function withFullStop(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

export function CancelledPanel({ rental }: { rental: RentalView }) {
  const cancelledAt = rental.milestones?.cancelledAt;
  const cancellation = rental.cancellation;
  return (
    <StatusPanel
      id="status-titulo"
      tone="error"
      icon={<AlertIcon className="size-7" />}
      title="Pré-locação cancelada"
    >
      <div className={cn(centered, 'space-y-2')}>
        <p>
          {cancelledAt
            ? `Esta reserva foi cancelada em ${formatBrDateTimeAt(cancelledAt)}`
            : 'Esta reserva foi cancelada'}{' '}
          e as noites voltaram a ficar disponíveis.
        </p>
        {cancellation && (
          <p>
            {withFullStop(
              `Motivo: ${CANCELLATION_REASON_LABELS[cancellation.reason]}${cancellation.details ? ` — ${cancellation.details}` : ''}`,
            )}
          </p>
        )}
        <p className="font-semibold text-ink">{refundSentence(cancellation?.refundCents, rental.payments)}</p>
      </div>
      <RefundList payments={rental.payments} className="mx-auto max-w-lg" />
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/projetos">Fazer uma nova reserva</ButtonLink>
        <ButtonLink to="/minhas-locacoes" variant="secondary">
          Ver minhas locações
        </ButtonLink>
      </div>
    </StatusPanel>
  );
}

export function FinishedPanel({ rental }: { rental: RentalView }) {
  // A finished stay keeps its debt in sight: the status does not hide what is still owed — the open
  // charges and, once the extrato is in, a card payment contested by the customer (a chargeback), which the
  // journal counts as owed again (decision 0013).
  const owed = rental.payments.filter(
    (payment) => payment.status === 'PENDING' || payment.status === 'SCHEDULED',
  );
  const openCents = owed.reduce((sum, payment) => sum + payment.amountCents, 0);
  const statement = useStatement(rental.id);
  const owedCents = Math.max(openCents, statement.data?.totals.outstandingCents ?? 0);
  const contestedCents = owedCents - openCents;
  const monthly = monthlyPlan(rental.payments);
  return (
    <StatusPanel
      id="status-titulo"
      tone={owedCents > 0 ? 'warning' : 'success'}
      icon={owedCents > 0 ? <AlertIcon className="size-7" /> : <CheckIcon className="size-7" />}
      title={owedCents > 0 ? 'Locação encerrada com valor em aberto' : 'Locação encerrada'}
    >
      {owedCents > 0 ? (
        <Alert tone="warning" title={`Falta pagar ${formatMoney(owedCents)}`}>
          {owedSentence(owed.length, contestedCents)} Pague para regularizar a locação; o extrato mostra cada
          lançamento.
        </Alert>
      ) : (
        <p className={centered}>
          Sua estadia terminou. Obrigado por ficar com a gente! Os recibos e o contrato continuam disponíveis
          aqui.
        </p>
      )}
      {openCents > 0 && monthly.length > 0 && <MonthlyBoletos payments={monthly} />}
      <RentalDownloads rental={rental} className="justify-center" />
      <RefundList payments={rental.payments} className="mx-auto max-w-lg" />
      <div className="flex justify-center">
        <ButtonLink to="/projetos" variant="secondary">
          Fazer uma nova reserva
        </ButtonLink>
      </div>
    </StatusPanel>
  );
}

/** What a finished stay still owes, in words: its open charges and a contested card payment. */
function owedSentence(openCharges: number, contestedCents: number): string {
  const charges =
    openCharges === 0
      ? ''
      : openCharges > 1
        ? `${openCharges} cobranças continuam em aberto`
        : 'uma cobrança continua em aberto';
  const contested =
    contestedCents > 0
      ? `um pagamento com cartão contestado junto ao banco (${formatMoney(contestedCents)}) voltou a ser devido`
      : '';
  return `Sua estadia terminou, mas ${[charges, contested].filter(Boolean).join(' e ')}.`;
}

/** A monthly boleto is overdue: the plan, the overdue boleto first in line to pay. */
export function DefaulterPanel({ rental }: { rental: RentalView }) {
  const overdue = overdueCharges(rental.payments, todayIso());
  return (
    <StatusPanel
      id="status-titulo"
      tone="error"
      icon={<AlertIcon className="size-7" />}
      title="Pagamento em atraso"
    >
      <Alert
        tone="error"
        title={overdue.length > 1 ? `${overdue.length} boletos vencidos` : 'Um boleto venceu'}
      >
        Pague o boleto vencido para regularizar a locação. O código de acesso volta a aparecer aqui assim que
        o pagamento for confirmado.
      </Alert>
      <MonthlyBoletos payments={monthlyPlan(rental.payments)} />
      <RefundList payments={rental.payments} />
      <RentalDownloads rental={rental} />
    </StatusPanel>
  );
}
