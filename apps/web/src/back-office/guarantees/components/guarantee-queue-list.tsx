import { formatBrDateTime, formatMoney, type GuaranteeQueueItem } from '@estadia/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { StateMessage } from '@/components/ui/state-message';

const TONES: Record<GuaranteeQueueItem['step'], 'error' | 'warning' | 'neutral' | 'success'> = {
  GUARANTOR_TO_REVIEW: 'warning',
  DEPOSIT_TO_PROPOSE: 'warning',
  DEPOSIT_CONTESTED: 'error',
  DEPOSIT_TO_SETTLE: 'warning',
  DEPOSIT_AWAITING_CUSTOMER: 'neutral',
  YIELD_TRANSFER: 'warning',
};

const when = (instant: string) => formatBrDateTime(new Date(instant), { seconds: false });

/** One card per rental waiting: what it waits for, since when, the amount at stake and the way to it. */
export function GuaranteeQueueList({
  items,
  linkToRental,
}: {
  items: readonly GuaranteeQueueItem[];
  linkToRental: boolean;
}) {
  if (items.length === 0)
    return (
      <StateMessage title="Nada esperando pela equipe">
        Nenhum fiador a analisar, nenhuma caução a acertar e nenhum rendimento a transferir agora.
      </StateMessage>
    );
  return (
    <ul aria-label="Garantias esperando pela equipe" className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={`${item.step}-${item.rentalId}`}
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <Badge tone={TONES[item.step]} className="whitespace-normal">
              {item.stepLabel}
            </Badge>
            <p className="font-medium text-ink">
              {linkToRental ? (
                <Link
                  to={`/locacoes/${item.rentalId}`}
                  className="text-brand-ink underline-offset-2 hover:underline"
                >
                  Locação {item.reference}
                </Link>
              ) : (
                <>Locação {item.reference}</>
              )}{' '}
              · {item.customerName}
            </p>
            <p className="text-sm text-ink-muted">
              Desde {when(item.since)}
              {item.deadline && ` · o cliente responde até ${when(item.deadline)}`}
            </p>
          </div>
          {item.amountCents !== null && (
            <p className="text-lg font-semibold text-ink tabular-nums">{formatMoney(item.amountCents)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
