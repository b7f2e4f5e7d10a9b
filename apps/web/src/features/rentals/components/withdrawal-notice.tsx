import { formatBrDateRange } from '@estadia/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { withdrawalDeadlineText, withinWithdrawalRight } from '@/features/rentals/withdrawal';
import type { RentalView } from '@/lib/rentals/get-rental';
import { CancelRentalModal } from './my-rentals/cancel-rental-modal';

/**
 * A paid stay still within the withdrawal right (CDC art. 49): until when the customer may give up
 * with the whole amount back, and the way to do it. Nothing once the right is over.
 */
export function WithdrawalNotice({ rental }: { rental: RentalView }) {
  const [open, setOpen] = useState(false);
  if (!withinWithdrawalRight(rental)) return null;
  const dates = formatBrDateRange(rental.startDate, rental.endDate);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold text-ink">Mudou de planos?</h3>
        <p className="mt-0.5 text-ink-muted">
          Você pode desistir até {withdrawalDeadlineText(rental)}, com devolução integral do valor pago
          (direito de arrependimento).
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        onClick={() => setOpen(true)}
      >
        Cancelar locação
      </Button>
      <CancelRentalModal
        rentId={rental.id}
        withdrawal
        open={open}
        onClose={() => setOpen(false)}
        description={`${rental.projectModality.name} no ${rental.project.name}, ${dates}.`}
      />
    </div>
  );
}
