import {
  type EarlyDeparture,
  formatMoney,
  type TransferLetterReview,
  transferLetterStatusLabel,
} from '@estadia/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<Exclude<TransferLetterReview['status'], 'REFUSED'>, BadgeTone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
};

/**
 * The employer's transfer letter of a departure, as the customer follows it: 'Em análise' while our
 * staff check it (the fine kept), 'Aceita' (the fine given back), 'Recusada: <motivo>' (the fine stays).
 */
export function TransferLetterState({ departure }: { departure: EarlyDeparture }) {
  const review = departure.transferLetterReview;
  if (!review) return <span>Enviada</span>;
  const waiver = formatMoney(review.waiverCents);
  return (
    <span className="flex flex-col items-start gap-1">
      {review.status === 'REFUSED' ? (
        // The reason is a sentence: it wraps, where a badge would not.
        <span className="font-semibold text-danger">{transferLetterStatusLabel(review)}</span>
      ) : (
        <Badge tone={TONES[review.status]}>{transferLetterStatusLabel(review)}</Badge>
      )}
      <span className="text-sm text-ink-muted">
        {review.status === 'PENDING'
          ? `A multa de ${waiver} fica retida até a nossa equipe conferir a carta; aceita, ela volta para você.`
          : review.status === 'ACCEPTED'
            ? `A multa de ${waiver} foi dispensada e devolvida a você.`
            : `A multa de ${waiver} continua valendo.`}
      </span>
    </span>
  );
}
