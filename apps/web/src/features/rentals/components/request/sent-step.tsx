import { RENTAL_STATUS_TABLE, type RentalStatus } from '@estadia/domain';
import { RentalStaySummary } from '@/components/rentals/rental-stay-summary';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import type { RentalView } from '@/lib/rentals/get-rental';
import { rentalAction } from '@/lib/rentals/rental-actions';

const NEXT_STEP: Partial<Record<RentalStatus, string>> = {
  WAITING_APPROVAL: 'Vamos analisar o seu cadastro e avisar por e-mail assim que a reserva for aprovada.',
  WAITING_FOR_SIGNATURE:
    'Sua reserva foi aprovada. Agora é só assinar o contrato e fazer o pagamento para garantir as noites.',
  WAITING_FOR_PAYMENT: 'Contrato assinado. Falta só o pagamento para garantir as noites.',
  RENTED: 'Pagamento aprovado: a estadia está garantida. Você recebe o código de acesso por aqui.',
  CANCELLED: 'Esta solicitação foi cancelada. Você pode escolher novas datas quando quiser.',
};

/** After the request was sent: its status and what happens next. */
export function SentStep({ rental }: { rental: RentalView }) {
  const action = rentalAction(rental);
  const cancelled = rental.status === 'CANCELLED';
  return (
    <section
      aria-labelledby="enviado-titulo"
      className="rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="flex flex-col items-center px-4 py-8 text-center sm:px-6">
        {!cancelled && (
          <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <CheckIcon className="size-7" />
          </span>
        )}
        <h2 id="enviado-titulo" className="mt-4 text-2xl font-bold tracking-tight text-ink">
          {cancelled ? 'Solicitação cancelada' : 'Solicitação enviada!'}
        </h2>
        <div className="mt-3">
          <RentalStatusBadge status={rental.status} />
        </div>
        <p className="mt-3 max-w-lg text-ink-muted">
          {NEXT_STEP[rental.status] ?? RENTAL_STATUS_TABLE[rental.status].label}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {action && <ButtonLink to={action.to}>{action.label}</ButtonLink>}
          <ButtonLink to="/minhas-locacoes" variant="secondary">
            Ver minhas locações
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-line px-4 py-5 sm:px-6">
        <RentalStaySummary rental={rental} />
      </div>
    </section>
  );
}
