import { RENTAL_STATUS_TABLE, type RentalStatus } from '@estadia/domain';
import { Badge } from './badge';

/** The status label in the badge colour of the status table (warning, success or error). */
export function RentalStatusBadge({ status, className }: { status: RentalStatus; className?: string }) {
  const info = RENTAL_STATUS_TABLE[status];
  return (
    <Badge tone={info.badge} className={className}>
      {info.label}
    </Badge>
  );
}
