import { formatBrDate } from '@estadia/domain';
import type { PaymentView } from './payment-state';

/**
 * A monthly plan in one line for the rental's card: how many months are paid, and the next due date
 * (of the boleto issued, or of the next one scheduled). Null when every month is paid.
 */
export function planSummary(plan: readonly PaymentView[]): { paid: string; next: string | null } {
  const paid = plan.filter((payment) => payment.status === 'PAID').length;
  const next = plan.find((payment) => payment.status === 'PENDING' || payment.status === 'SCHEDULED');
  return {
    paid: `Boletos pagos: ${paid} de ${plan.length}`,
    next: next
      ? `Próximo: ${formatBrDate(next.dueDate)}${next.status === 'SCHEDULED' ? ' (agendado)' : ''}`
      : null,
  };
}
