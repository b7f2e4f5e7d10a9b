import { formatBrDateTime } from '@estadia/domain';
import type { AdminRentalView } from '@/back-office/get-rentals';
import { Badge } from '@/components/ui/badge';

/** Only a paid stay is checked in or out at the front desk. */
const AT_THE_DESK = new Set(['RENTED', 'DEFAULTER', 'FINISHED']);

function time(instant: string) {
  return formatBrDateTime(new Date(instant), { seconds: false }).slice(-5);
}

/** Whether today's arrival has checked in (or today's departure checked out), and when. */
export function CheckStateBadge({ rental, moment }: { rental: AdminRentalView; moment: 'in' | 'out' }) {
  if (!AT_THE_DESK.has(rental.status)) return null;
  const at = moment === 'in' ? rental.checkedInAt : rental.checkedOutAt;
  if (at)
    return (
      <Badge tone="success">
        {moment === 'in' ? 'Check-in' : 'Check-out'} às {time(at)}
      </Badge>
    );
  return <Badge tone="warning">{moment === 'in' ? 'Aguardando check-in' : 'Aguardando check-out'}</Badge>;
}
