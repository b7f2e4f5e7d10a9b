import type { Executor } from '../../db/executor.ts';

/** Who changed a door, for the audit log: the customer, a staff member, or the system's own rules. */
export interface DoorActor {
  id: string | null;
  email: string;
  ip: string | null;
}

/**
 * What the other modules call, in the transaction of their change (cancellation, payment, extension,
 * early departure, check-out, the periodic round): the door follows the rental's state. Declared beside
 * the rentals it follows; door-access/door-access-service.ts implements it.
 */
export interface DoorAccess {
  sync(trx: Executor, rentalId: string, actor?: DoorActor): Promise<void>;
}
