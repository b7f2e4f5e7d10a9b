import { RENTAL_STATUSES } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { rentalAction, requestFlowPath } from './rental-actions';

const rental = { id: 'r1', apartment: { id: 'a1' } };

describe('rental actions', () => {
  it('sends a draft back to its request flow', () => {
    expect(rentalAction({ ...rental, status: 'UNFINISHED' })).toEqual({
      label: 'Finalizar reserva',
      to: '/locacao/solicitacao/a1?rental=r1',
    });
    expect(requestFlowPath(rental, 3)).toBe('/locacao/solicitacao/a1?rental=r1&etapa=3');
  });

  it('sends the pending steps to the payment screen with the labels of the status table', () => {
    expect(rentalAction({ ...rental, status: 'WAITING_FOR_PAYMENT' })).toEqual({
      label: 'Realizar pagamento',
      to: '/locacao/pagamento/r1',
    });
    expect(rentalAction({ ...rental, status: 'WAITING_FOR_SIGNATURE' })?.label).toBe(
      'Aguardando assinatura do contrato',
    );
    expect(rentalAction({ ...rental, status: 'WAITING_APPROVAL' })?.label).toBe('Aprovar reserva');
  });

  it('has no action where the table has none', () => {
    const withAction = RENTAL_STATUSES.filter((status) => rentalAction({ ...rental, status }) !== null);
    expect(withAction).toEqual([
      'UNFINISHED',
      'WAITING_FOR_PAYMENT',
      'WAITING_FOR_SIGNATURE',
      'WAITING_APPROVAL',
    ]);
  });
});
