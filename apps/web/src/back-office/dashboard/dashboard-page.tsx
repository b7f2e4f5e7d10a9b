import { formatBrDate, formatBrDateRange, formatBrDateTime, formatMoney, pluralize } from '@estadia/domain';
import { GaugeIcon, ScaleIcon } from '@/components/ui/back-office-icons';
import { ClockIcon, WalletIcon } from '@/components/ui/booking-icons';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { TextLink } from '@/components/ui/text-link';
import { longDate, monthName } from '@/lib/date-names';
import type { AdminRentalView } from '../get-rentals';
import { useStaffAccess } from '../use-staff-access';
import { type DashboardView, useDashboard } from './api/get-dashboard';
import { CheckStateBadge } from './components/check-state-badge';
import { DashboardRentalList } from './components/dashboard-rental-list';
import { NotReadyPanel } from './components/not-ready-panel';
import { OverdueMaintenanceNotice } from './components/overdue-maintenance-notice';
import { formatPercent, nightsSoldText } from './dashboard-figures';

export const AWAITING_APPROVAL_LIST = '/locacoes?status=WAITING_APPROVAL';
export const RECONCILIATION_PAGE = '/conciliacao';

/** The first page of the back-office: today's arrivals and departures, what awaits a decision, the month. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const canReadRentals = useStaffAccess('rentals', 'read');
  const canReadPayments = useStaffAccess('payments', 'read');
  const canReadCalendar = useStaffAccess('calendar', 'read');
  const canReadMoney = useStaffAccess('reports', 'read');
  // Today's arrivals and departures are inside the front desk's window (decision 0017).
  const canOpenTodaysStays = useStaffAccess('frontDesk', 'read') || canReadRentals;
  const data = dashboard.data;

  return (
    <div className="space-y-6">
      <PageHeader title="Painel" intro={data ? `Hoje é ${longDate(data.today)}.` : undefined}>
        {dashboard.isPending && <Skeleton className="mt-3 h-7 w-72 max-w-full" />}
      </PageHeader>
      {dashboard.isError && !data ? (
        <QueryError query={dashboard} title="Não foi possível carregar o painel" retry="primary" />
      ) : (
        <>
          <MonthFigures
            data={data}
            canReadRentals={canReadRentals}
            canReadPayments={canReadPayments}
            canReadMoney={canReadMoney}
          />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <SectionPanel
              title="Check-ins de hoje"
              description={data ? pluralize(data.checkIns.length, 'entrada') : undefined}
            >
              {data ? (
                <DashboardRentalList
                  rentals={data.checkIns}
                  canOpen={canOpenTodaysStays}
                  empty="Nenhum check-in hoje."
                  detail={(rental) => (
                    <StayDetail
                      rental={rental}
                      text={`Saída em ${formatBrDate(rental.endDate)}`}
                      moment="in"
                    />
                  )}
                />
              ) : (
                <ListSkeleton />
              )}
            </SectionPanel>
            <SectionPanel
              title="Check-outs de hoje"
              description={data ? pluralize(data.checkOuts.length, 'saída') : undefined}
            >
              {data ? (
                <DashboardRentalList
                  rentals={data.checkOuts}
                  canOpen={canOpenTodaysStays}
                  empty="Nenhum check-out hoje."
                  detail={(rental) => (
                    <StayDetail
                      rental={rental}
                      text={`Entrada em ${formatBrDate(rental.startDate)}`}
                      moment="out"
                    />
                  )}
                />
              ) : (
                <ListSkeleton />
              )}
            </SectionPanel>
          </div>
          {data && (
            <OverdueMaintenanceNotice count={data.overdueMaintenanceRequests} canOpenBoard={canReadRentals} />
          )}
          {data && (
            <NotReadyPanel
              apartments={data.notReadyForArrival}
              canOpenRentals={canOpenTodaysStays}
              canOpenBoard={canReadCalendar}
            />
          )}
          {canReadRentals && <AwaitingApprovalPanel awaiting={data?.awaitingApproval} />}
        </>
      )}
    </div>
  );
}

/** The requests waiting for a decision: any customer's, so only for the rentals area (decision 0017). */
function AwaitingApprovalPanel({ awaiting }: { awaiting: DashboardView['awaitingApproval'] }) {
  return (
    <SectionPanel
      title="Aguardando aprovação"
      description="As solicitações mais antigas primeiro."
      actions={
        awaiting && awaiting.total > 0 ? (
          <ButtonLink to={AWAITING_APPROVAL_LIST} variant="secondary" size="sm">
            Ver todas ({awaiting.total})
          </ButtonLink>
        ) : undefined
      }
    >
      {awaiting ? (
        <DashboardRentalList
          rentals={awaiting.items}
          canOpen
          empty="Nenhuma solicitação aguardando aprovação."
          detail={(rental) => (
            <>
              <p className="text-ink">{formatBrDateRange(rental.startDate, rental.endDate)}</p>
              {rental.milestones?.submittedAt && (
                <p>
                  Enviada em {formatBrDateTime(new Date(rental.milestones.submittedAt), { seconds: false })}
                </p>
              )}
            </>
          )}
        />
      ) : (
        <ListSkeleton />
      )}
    </SectionPanel>
  );
}

/**
 * The month's figures. Revenue and reconciliation are money: the reports area's; the requests awaiting
 * approval, the rentals area's (decision 0017). The API leaves out what the user may not read.
 */
function MonthFigures({
  data,
  canReadRentals,
  canReadPayments,
  canReadMoney,
}: {
  data: DashboardView | undefined;
  canReadRentals: boolean;
  canReadPayments: boolean;
  canReadMoney: boolean;
}) {
  const month = data ? monthName(data.month.from) : null;
  const awaiting = data?.awaitingApproval?.total ?? 0;
  const openCases = data?.openReconciliationCases ?? 0;
  const revenue = data?.month.revenueCents;
  const cards = 1 + (canReadMoney ? 2 : 0) + (canReadRentals ? 1 : 0);
  return (
    <div className={cards > 2 ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4' : 'grid gap-4 sm:grid-cols-2'}>
      <StatCard
        label={month ? `Ocupação em ${month}` : 'Ocupação do mês'}
        value={data ? formatPercent(data.month.occupancy) : ''}
        detail={data ? nightsSoldText(data.month.nightsSold, data.month.nightsAvailable) : undefined}
        icon={<GaugeIcon className="size-5" />}
        isLoading={!data}
      />
      {canReadMoney && (
        <StatCard
          label={month ? `Receita em ${month}` : 'Receita do mês'}
          value={revenue !== undefined ? formatMoney(revenue) : ''}
          detail="Locações pagas, rateadas pelas noites do mês."
          icon={<WalletIcon className="size-5" />}
          isLoading={!data}
        />
      )}
      {canReadRentals && (
        <StatCard
          label="Aguardando aprovação"
          value={data ? awaiting : ''}
          detail={
            awaiting === 0 ? (
              'Nenhuma solicitação pendente.'
            ) : canReadRentals ? (
              <TextLink to={AWAITING_APPROVAL_LIST}>Ver na lista de locações</TextLink>
            ) : (
              'Solicitações à espera de uma decisão.'
            )
          }
          icon={<ClockIcon className="size-5" />}
          isLoading={!data}
        />
      )}
      {canReadMoney && (
        <StatCard
          label="Conciliação em aberto"
          value={data ? openCases : ''}
          detail={
            openCases === 0 ? (
              'Todo dinheiro recebido foi creditado ou devolvido.'
            ) : canReadPayments ? (
              <TextLink to={RECONCILIATION_PAGE}>Ver na conciliação</TextLink>
            ) : (
              'Estornos em andamento ou recusados.'
            )
          }
          icon={<ScaleIcon className="size-5" />}
          isLoading={!data}
        />
      )}
    </div>
  );
}

function StayDetail({
  rental,
  text,
  moment,
}: {
  rental: AdminRentalView;
  text: string;
  moment: 'in' | 'out';
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 sm:justify-end">
      <span>
        {text} · {pluralize(rental.nights, 'noite')}
      </span>
      <RentalStatusBadge status={rental.status} />
      <CheckStateBadge rental={rental} moment={moment} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-64 max-w-full" />
        </div>
      ))}
    </div>
  );
}
