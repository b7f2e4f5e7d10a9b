import { ReceiptIcon } from '@/components/ui/booking-icons';
import { DownloadButton } from '@/components/ui/download-button';
import { FileTextIcon } from '@/components/ui/file-icons';
import { cn } from '@/lib/cn';
import { getSignedContractPdf } from '@/lib/contracts/get-signed-contract';
import { getPaymentReceipt } from '@/lib/payments/get-payment-receipt';
import type { RentalView } from '@/lib/rentals/get-rental';
import { getRentalCalendar } from '@/lib/rentals/get-rental-calendar';
import { calendarFileName, chargeFileName, contractFileName } from './file-names';
import { CalendarPlusIcon } from './payment-icons';
import { type PaymentView, receipts } from './payment-state';

function receiptLabel(payment: PaymentView, many: boolean): string {
  if (!many || !payment.installment) return 'Recibo (PDF)';
  return `Recibo ${payment.installment.number}/${payment.installment.count} (PDF)`;
}

/** Whether the calendar file exists: the API makes it once the stay is paid. */
export function hasCalendar(status: RentalView['status']): boolean {
  return status === 'RENTED' || status === 'DEFAULTER' || status === 'FINISHED';
}

/**
 * The rental's files that exist now: the signed contract, each paid charge's receipt and the stay for
 * the calendar. Each is fetched with the session's token when asked for.
 */
export function RentalDownloads({
  rental,
  calendar = hasCalendar(rental.status),
  className,
}: {
  rental: RentalView;
  calendar?: boolean;
  className?: string;
}) {
  const paid = receipts(rental.payments);
  const signed = Boolean(rental.contract.signedAt);
  if (!signed && paid.length === 0 && !calendar) return null;
  return (
    <div className={cn('grid gap-2 sm:flex sm:flex-wrap', className)}>
      {calendar && (
        <DownloadButton
          fetchFile={() => getRentalCalendar(rental.id)}
          fileName={calendarFileName(rental.id)}
          icon={<CalendarPlusIcon className="size-4" />}
        >
          Adicionar ao calendário
        </DownloadButton>
      )}
      {paid.map((payment) => (
        <DownloadButton
          key={payment.id}
          fetchFile={() => getPaymentReceipt(payment)}
          fileName={chargeFileName('recibo', payment)}
          icon={<ReceiptIcon className="size-4" />}
        >
          {receiptLabel(payment, paid.length > 1 || (payment.installment?.count ?? 1) > 1)}
        </DownloadButton>
      ))}
      {signed && (
        <DownloadButton
          fetchFile={() => getSignedContractPdf(rental.id)}
          fileName={contractFileName(rental.id, { signed: true })}
          icon={<FileTextIcon className="size-4" />}
        >
          Contrato assinado (PDF)
        </DownloadButton>
      )}
    </div>
  );
}
