import { RENTAL_STATUS_TABLE, type RentalStatus } from '@estadia/domain';

export interface RentalAction {
  label: string;
  to: string;
}

/** The request flow of a draft, restored from the server by its id. */
export function requestFlowPath(rental: { id: string; apartment: { id: string } }, step?: number): string {
  const search = new URLSearchParams({ rental: rental.id });
  if (step) search.set('etapa', String(step));
  return `/locacao/solicitacao/${rental.apartment.id}?${search.toString()}`;
}

/**
 * Where the status table's action label leads: a draft back to its request flow; the later steps
 * (approval, contract, payment) to the rental's payment screen, which follows them.
 */
export function rentalAction(rental: {
  id: string;
  status: RentalStatus;
  apartment: { id: string };
}): RentalAction | null {
  const label = RENTAL_STATUS_TABLE[rental.status].actionLabel;
  if (!label) return null;
  if (rental.status === 'UNFINISHED') return { label, to: requestFlowPath(rental) };
  return { label, to: `/locacao/pagamento/${rental.id}` };
}
