import { depositWasPaid } from '@estadia/domain';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { FileSignatureIcon } from '@/components/ui/icons';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { isApiError } from '@/lib/api-error';
import { type BackLink, DASHBOARD_BACK_LINK, RENTALS_BACK_LINK, readBackLink } from '../back-link';
import { DepositSettlementPanel } from '../deposit-settlement-panel';
import { type AdminRentalDetailView, useAdminRental } from '../get-rental';
import { GuarantorReviewPanel } from '../guarantor-review-panel';
import { InspectionsPanel } from '../inspections-panel';
import { RentalStatementPanel } from '../rental-statement-panel';
import { useStaffAccess } from '../use-staff-access';
import { ApproveRentalDialog } from './components/approve-rental-dialog';
import { ContractPanel } from './components/contract-panel';
import { CustomerPanel } from './components/customer-panel';
import { EarlyDeparturePanel } from './components/early-departure-panel';
import { ExtensionsPanel } from './components/extensions-panel';
import { HistoryPanel } from './components/history-panel';
import { OutOfReachMessage } from './components/out-of-reach-message';
import { PaymentsPanel } from './components/payments-panel';
import { RejectRentalDialog } from './components/reject-rental-dialog';
import { BackToList, RentalHeader, rentalSummaryLine } from './components/rental-header';
import { RentalNotices } from './components/rental-notices';
import { RentalSummaryPanel } from './components/rental-summary-panel';

/** One rental whole, for the team: the stay, the customer, payments, contract, history and decisions. */
export function RentalPage() {
  const { rentId = '' } = useParams();
  // Without the rentals area there is no list to go back to: the dashboard instead (decision 0017).
  const readsEveryRental = useStaffAccess('rentals', 'read');
  const back = readBackLink(useLocation().state, readsEveryRental ? RENTALS_BACK_LINK : DASHBOARD_BACK_LINK);
  const rental = useAdminRental(rentId);

  if (rental.isPending) return <RentalPageSkeleton back={back} />;
  if (rental.isError) {
    const notFound = isApiError(rental.error) && (rental.error.status === 404 || rental.error.status === 400);
    const refused = isApiError(rental.error) && rental.error.status === 403;
    return (
      <div className="space-y-6">
        <BackToList back={back} />
        {!readsEveryRental && (notFound || refused) ? (
          <OutOfReachMessage refused={refused} />
        ) : notFound ? (
          <StateMessage
            icon={<FileSignatureIcon className="size-6" />}
            title="Locação não encontrada"
            action={<ButtonLink to="/locacoes">Ver todas as locações</ButtonLink>}
          >
            Confira o endereço: nenhuma locação tem este código.
          </StateMessage>
        ) : (
          <QueryError query={rental} title="Não foi possível carregar a locação" retry="primary" />
        )}
      </div>
    );
  }
  return <RentalDetail detail={rental.data} back={back} />;
}

type Dialog = 'approve' | 'reject' | null;

function RentalDetail({ detail, back }: { detail: AdminRentalDetailView; back: BackLink }) {
  const canWrite = useStaffAccess('rentals', 'write');
  // The front desk's view (decision 0017): no payments, contract, extensions or inspections.
  const readsEveryRental = useStaffAccess('rentals', 'read');
  // The extrato: whoever reads a rental's payments or the books (the API's own rule).
  const readsPayments = useStaffAccess('payments', 'read');
  const readsLedger = useStaffAccess('ledger', 'read');
  // The transfer letter's check gives money back: who may refund (payments:write) decides it.
  const writesPayments = useStaffAccess('payments', 'write');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { rental } = detail;
  const awaiting = rental.status === 'WAITING_APPROVAL';
  const canDecide = awaiting && canWrite;
  const summary = rentalSummaryLine(detail);

  return (
    <div className="space-y-6">
      <RentalHeader
        detail={detail}
        back={back}
        actions={
          canDecide && (
            <>
              <Button variant="secondary" onClick={() => setDialog('reject')}>
                Recusar
              </Button>
              <Button onClick={() => setDialog('approve')}>Aprovar</Button>
            </>
          )
        }
      />
      <RentalNotices rental={rental} canDecide={canWrite} />
      <RentalSummaryPanel rental={rental} showMoney={readsEveryRental} />
      {readsEveryRental && rental.earlyDeparture && (
        <EarlyDeparturePanel
          rentId={rental.id}
          departure={rental.earlyDeparture}
          canReview={writesPayments}
        />
      )}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <CustomerPanel customer={detail.customer} />
        <HistoryPanel history={detail.history} />
      </div>
      {detail.payments && <PaymentsPanel payments={detail.payments} />}
      {(readsPayments || readsLedger) && <RentalStatementPanel rentId={rental.id} />}
      {readsEveryRental && <ExtensionsPanel rentId={rental.id} />}
      {detail.contract !== undefined && <ContractPanel rentId={rental.id} contract={detail.contract} />}
      {readsEveryRental && <InspectionsPanel rentId={rental.id} status={rental.status} />}
      {readsPayments && depositWasPaid(rental.guarantee) && <DepositSettlementPanel rentId={rental.id} />}
      {readsEveryRental && rental.guarantee?.guarantor && <GuarantorReviewPanel rentId={rental.id} />}
      {canDecide && (
        <>
          <ApproveRentalDialog
            rentId={rental.id}
            summary={summary}
            open={dialog === 'approve'}
            onClose={() => setDialog(null)}
          />
          <RejectRentalDialog
            rentId={rental.id}
            summary={summary}
            open={dialog === 'reject'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </div>
  );
}

function RentalPageSkeleton({ back }: { back: BackLink }) {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando a locação
      </span>
      <BackToList back={back} />
      <div className="space-y-2">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      {[0, 1, 2].map((panel) => (
        <div key={panel} className="space-y-3 rounded-2xl border border-line bg-surface p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
