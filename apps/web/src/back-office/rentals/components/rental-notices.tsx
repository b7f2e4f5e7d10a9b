import {
  CANCELLATION_REASON_LABELS,
  formatBrDate,
  formatBrDateTime,
  formatMoney,
  pluralize,
  transferLetterStatusLabel,
} from '@estadia/domain';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { Alert } from '@/components/ui/alert';

function at(instant: string | null | undefined): string | null {
  return instant ? formatBrDateTime(new Date(instant), { seconds: false }) : null;
}

/** What the team should know first: a request waiting for a decision, why the rental ended, an early departure. */
export function RentalNotices({
  rental,
  canDecide,
}: {
  rental: AdminRentalDetailView['rental'];
  canDecide: boolean;
}) {
  if (rental.status === 'WAITING_APPROVAL') {
    const since = at(rental.milestones?.submittedAt);
    return (
      <Alert tone="warning" title={since ? `Aguardando aprovação desde ${since}` : 'Aguardando aprovação'}>
        {canDecide
          ? 'Aprove para o cliente assinar o contrato e pagar, ou recuse informando o motivo.'
          : 'Aprovar ou recusar cabe a quem pode alterar locações.'}
      </Alert>
    );
  }
  if (rental.status === 'CANCELLED' && rental.cancellation) {
    const { reason, details, refundCents } = rental.cancellation;
    const when = at(rental.milestones?.cancelledAt);
    return (
      <Alert tone="error" title={when ? `Cancelada em ${when}` : 'Cancelada'}>
        <p>
          Motivo: {CANCELLATION_REASON_LABELS[reason]}
          {details ? ` — ${details}` : ''}
        </p>
        {refundCents ? <p>Valor devolvido ao cliente: {formatMoney(refundCents)}.</p> : null}
      </Alert>
    );
  }
  if (rental.earlyDeparture) {
    const departure = rental.earlyDeparture;
    return (
      <Alert
        tone="info"
        title={`Saída antecipada pelo cliente para ${formatBrDate(departure.date)} (era ${formatBrDate(departure.previousEndDate)})`}
      >
        <p>Motivo: {departure.reason}</p>
        <p>
          {pluralize(departure.nightsReleased, 'noite liberada', 'noites liberadas')}; taxa ou multa de{' '}
          {formatMoney(departure.feeCents)}; reembolso de {formatMoney(departure.refundCents)}.
        </p>
        <p>{departure.rule}</p>
        {departure.transferLetterReview ? (
          <p>
            Carta de transferência do empregador: {transferLetterStatusLabel(departure.transferLetterReview)}.
          </p>
        ) : departure.transferLetter ? (
          <p>Carta de transferência do empregador enviada.</p>
        ) : null}
      </Alert>
    );
  }
  return null;
}
