import {
  type CancellationReason,
  type RejectRentalRequest,
  rejectRentalRequestSchema,
} from '@estadia/domain';
import { schemaResolver } from '@/lib/form-resolver';

export interface RejectRentalValues {
  reason: CancellationReason | null;
  details: string;
}

export const EMPTY_REJECTION: RejectRentalValues = { reason: null, details: '' };
export const REJECTION_FIELDS = ['reason', 'details'] as const;

/**
 * The domain's schema (the customer's cancellation reasons; 'Outro' needs details), with the messages
 * worded for the team: the schema's own speak to a customer cancelling.
 */
export const rejectRentalResolver = schemaResolver<RejectRentalValues, RejectRentalRequest>(
  rejectRentalRequestSchema,
  (values) => {
    const details = values.details.trim();
    const errors: Record<string, string> = {};
    if (!values.reason) errors.reason = 'Escolha o motivo da recusa.';
    else if (values.reason === 'OTHER' && !details) {
      errors.details = 'Descreva o motivo: o cliente vai lê-lo no e-mail.';
    }
    return { input: { reason: values.reason ?? undefined, details: details || undefined }, errors };
  },
);
