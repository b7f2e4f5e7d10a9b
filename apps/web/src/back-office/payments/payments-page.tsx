import { areaPermission, hasPermissions, pluralize, todayIso } from '@estadia/domain';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryError } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useAdminPayments } from './api/get-admin-payments';
import { ConfirmPaymentModal } from './confirm-payment-modal';
import {
  filtersFromSearch,
  hasFilters,
  PAYMENTS_PAGE_SIZE,
  type PaymentFilters,
  paymentListQuery,
  searchFromFilters,
} from './payment-filters';
import { PaymentFiltersBar } from './payment-filters-bar';
import type { LedgerPayment } from './payment-labels';
import { PaymentTotals } from './payment-totals';
import { type PaymentAction, PaymentsTable } from './payments-table';
import { RefundPaymentModal } from './refund-payment-modal';

/**
 * Pagamentos: the ledger of every charge, filtered in the URL, with the totals per status on top;
 * 'Dar baixa manual' and 'Registrar reembolso' for those with payments:write.
 */
export function PaymentsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const payments = useAdminPayments(paymentListQuery(filters));
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, [areaPermission('payments', 'write')]);
  const canReadRentals = hasPermissions(user, [areaPermission('rentals', 'read')]);
  const [today] = useState(() => todayIso());
  const [acting, setActing] = useState<{ action: PaymentAction; payment: LedgerPayment } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const setFilters = (next: PaymentFilters) => setSearch(searchFromFilters(next));
  const totalPages = Math.ceil((payments.data?.total ?? 0) / PAYMENTS_PAGE_SIZE);
  const close = () => setActing(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pagamentos"
        intro="Todas as cobranças, das mais recentes para as mais antigas, com o que foi pago, o que está pendente e o que foi devolvido."
      />
      <PaymentFiltersBar filters={filters} onChange={setFilters} />
      {payments.isError && !payments.data ? (
        <QueryError query={payments} title="Não foi possível carregar os pagamentos" />
      ) : (
        <>
          <PaymentTotals totals={payments.data?.totals} />
          <section aria-labelledby="lista-pagamentos" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                id="lista-pagamentos"
                ref={listHeading}
                tabIndex={-1}
                className="text-lg font-semibold text-ink focus:outline-none"
              >
                Cobranças
              </h2>
              <div className="flex items-center gap-3">
                {payments.data && (
                  <p className="text-sm text-ink-muted" aria-live="polite">
                    {pluralize(payments.data.total, 'pagamento')}
                    {payments.isFetching && payments.isPlaceholderData && ' · Atualizando…'}
                  </p>
                )}
                {hasFilters(filters) && (
                  <Button size="sm" variant="ghost" onClick={() => setFilters({ page: 1 })}>
                    Limpar filtros
                  </Button>
                )}
              </div>
            </div>
            <PaymentsTable
              payments={payments.data?.items}
              isLoading={payments.isPending}
              today={today}
              canWrite={canWrite}
              linkToRental={canReadRentals}
              onAction={(action, payment) => setActing({ action, payment })}
              empty={
                <StateMessage title="Nenhum pagamento encontrado" className="border-0">
                  {hasFilters(filters)
                    ? 'Nenhuma cobrança corresponde a estes filtros. Mude-os ou limpe os filtros.'
                    : 'As cobranças aparecem aqui assim que um cliente escolhe como pagar.'}
                </StateMessage>
              }
            />
            <Pagination
              page={filters.page}
              totalPages={totalPages}
              onChange={(page) => setFilters({ ...filters, page })}
            />
          </section>
        </>
      )}
      {canWrite && (
        <>
          <ConfirmPaymentModal
            payment={acting?.action === 'confirm' ? acting.payment : null}
            onClose={close}
          />
          <RefundPaymentModal
            payment={acting?.action === 'refund' ? acting.payment : null}
            onClose={close}
            afterRefund={listHeading}
          />
        </>
      )}
    </div>
  );
}
