import type { Rental } from '@estadia/domain';
import { signatureOf } from '@/lib/contracts/signatures';

/** Where a lease stands for its fiador: what they have to do, if anything. */
export type GuarantorStep = 'AWAITING_REVIEW' | 'TO_SIGN' | 'AWAITING_CUSTOMER' | 'SIGNED' | 'ENDED';

export function guarantorStep(rental: Pick<Rental, 'status' | 'contract' | 'guarantee'>): GuarantorStep {
  if (rental.status === 'CANCELLED' || rental.guarantee?.status === 'REFUSED') return 'ENDED';
  if (rental.status === 'UNFINISHED' || rental.status === 'WAITING_APPROVAL') return 'AWAITING_REVIEW';
  if (rental.status === 'WAITING_FOR_SIGNATURE')
    return signatureOf(rental, 'GUARANTOR') ? 'AWAITING_CUSTOMER' : 'TO_SIGN';
  return 'SIGNED';
}

export const GUARANTOR_STEP_LABELS: Record<GuarantorStep, string> = {
  AWAITING_REVIEW: 'Em análise',
  TO_SIGN: 'Falta a sua assinatura',
  AWAITING_CUSTOMER: 'Aguardando o locatário',
  SIGNED: 'Contrato assinado',
  ENDED: 'Encerrada',
};
