import { describe, expect, it } from 'vitest';
import { RENTAL_STATUSES } from '../enums/rental-statuses.ts';
import { RENTAL_STATUS_TABLE, rentalStatusLabel } from './status-table.ts';

describe('RENTAL_STATUS_TABLE', () => {
  it('matches the specification row by row', () => {
    expect(RENTAL_STATUS_TABLE).toEqual({
      UNFINISHED: { label: 'Reserva não finalizada', badge: 'warning', actionLabel: 'Finalizar reserva' },
      WAITING_FOR_PAYMENT: {
        label: 'Pagamento pendente',
        badge: 'warning',
        actionLabel: 'Realizar pagamento',
      },
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
    });
  });

  it('covers every status', () => {
    expect(Object.keys(RENTAL_STATUS_TABLE).sort()).toEqual([...RENTAL_STATUSES].sort());
  });

  it('gives the label of a status', () => {
    expect(rentalStatusLabel('CANCELLED')).toBe('Pré-locação cancelada');
  });
});
