import type { RentalRow } from '../../db/schema.ts';

/**
 * Who hears of a rental's steps (the customer's e-mails). Called after the change has committed, in
 * the background: a failure to tell never undoes the step.
 */
export interface RentalListener {
  /** Approved (automatically or by the provider): ready to sign. */
  rentalApproved(rental: RentalRow): Promise<void>;
  rentalCancelled(rental: RentalRow): Promise<void>;
}
