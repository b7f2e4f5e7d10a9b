import { pluralize, type ReconciliationItem } from '@estadia/domain';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryError } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
import { useStaffAccess } from '../use-staff-access';
import { useReconciliation } from './api/get-reconciliation';
import { ReconciliationTable } from './components/reconciliation-table';
import { SettleCaseModal } from './components/settle-case-modal';
import { openFirst, RECONCILIATION_PAGE_SIZE } from './reconciliation-labels';

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Conciliação: every amount the bank delivered that was not simply credited (a second payment of one
 * charge, a replaced code, a wrong amount, a code paid after cancelling), why, and what became of it
 * (credited in place of what it replaced, or refunded), open cases first; a refund the provider refused
 * for good is marked settled here by someone with payments:write once the money went back another way.
 */
export function ReconciliationPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const cases = useReconciliation({ page, pageSize: RECONCILIATION_PAGE_SIZE });
  const canWrite = useStaffAccess('payments', 'write');
  const canReadRentals = useStaffAccess('rentals', 'read');
  const [settling, setSettling] = useState<ReconciliationItem | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const items = cases.data ? openFirst(cases.data.items) : undefined;
  const open = items?.filter((item) => item.open).length ?? 0;
  const totalPages = Math.ceil((cases.data?.total ?? 0) / RECONCILIATION_PAGE_SIZE);

  const goTo = (next: number) => setSearch(next > 1 ? new URLSearchParams({ page: String(next) }) : {});

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Conciliação"
        intro="Dinheiro que chegou e não foi simplesmente creditado — pagamento em dobro, código substituído, valor diferente do cobrado, pago depois do cancelamento — e o que aconteceu com ele. Os casos em aberto vêm primeiro."
      />
      {cases.isError && !cases.data ? (
        <QueryError query={cases} title="Não foi possível carregar a conciliação" />
      ) : (
        <section aria-labelledby="lista-conciliacao" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="lista-conciliacao"
              ref={listHeading}
              tabIndex={-1}
              className="text-lg font-semibold text-ink focus:outline-none"
            >
              Casos
            </h2>
            {cases.data && (
              <p className="text-sm text-ink-muted" aria-live="polite">
                {pluralize(cases.data.total, 'caso')}
                {open > 0 && ` · ${pluralize(open, 'em aberto', 'em aberto')} nesta página`}
                {cases.isFetching && cases.isPlaceholderData && ' · Atualizando…'}
              </p>
            )}
          </div>
          <ReconciliationTable
            items={items}
            isLoading={cases.isPending}
            canWrite={canWrite}
            linkToRental={canReadRentals}
            onSettle={setSettling}
            empty={
              <StateMessage title="Nada a conciliar" className="border-0">
                Todo dinheiro recebido até agora foi creditado normalmente. Um pagamento em dobro, um código
                substituído ou pago depois do cancelamento aparece aqui, com o estorno.
              </StateMessage>
            }
          />
          <Pagination page={page} totalPages={totalPages} onChange={goTo} />
        </section>
      )}
      {canWrite && (
        <SettleCaseModal item={settling} onClose={() => setSettling(null)} afterSettle={listHeading} />
      )}
    </div>
  );
}
