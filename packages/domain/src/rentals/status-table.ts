import type { RentalStatus } from '../enums/rental-statuses.ts';

export type BadgeColor = 'warning' | 'success' | 'error';

export interface RentalStatusInfo {
  label: string;
  badge: BadgeColor;
  /** What the customer can do next, or null when nothing is pending. */
  actionLabel: string | null;
}

export const RENTAL_STATUS_TABLE: Record<RentalStatus, RentalStatusInfo> = {
  UNFINISHED: { label: 'Reserva não finalizada', badge: 'warning', actionLabel: 'Finalizar reserva' },
  WAITING_FOR_PAYMENT: { label: 'Pagamento pendente', badge: 'warning', actionLabel: 'Realizar pagamento' },
  WAITING_FOR_SIGNATURE: {
    label: 'Assinatura pendente',
    badge: 'warning',
    actionLabel: 'Aguardando assinatura do contrato',
  },
  WAITING_APPROVAL: { label: 'Aprovação pendente', badge: 'warning', actionLabel: 'Aprovar reserva' },
  RENTED: { label: 'Pagamento aprovado', badge: 'success', actionLabel: null },
  DEFAULTER: { label: 'Inadimplente', badge: 'error', actionLabel: null },
  FINISHED: { label: 'Locação encerrada', badge: 'success', actionLabel: null },
  CANCELLED: { label: 'Pré-locação cancelada', badge: 'error', actionLabel: null },
};

export function rentalStatusLabel(status: RentalStatus): string {
  return RENTAL_STATUS_TABLE[status].label;
}
