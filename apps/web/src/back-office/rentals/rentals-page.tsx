import { pluralize } from '@estadia/domain';
import { Button } from '@/components/ui/button';
import { FileSignatureIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryError } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { rentalsBackLink } from '../back-link';
import { useAdminRentals } from '../get-rentals';
import { RentalFilters } from './components/rental-filters';
import { RentalsTable } from './components/rentals-table';
import {
  hasRentalListFilters,
  RENTALS_PAGE_SIZE,
  rentalListQuery,
  rentalListRangeProblem,
} from './rental-list-params';
import { useRentalListParams } from './use-rental-list-params';

/** Every customer's rentals: filters, sort and page in the URL, so a view can be shared. */
export function RentalsPage() {
  const { params, search, change, clearFilters } = useRentalListParams();
  const rangeProblem = rentalListRangeProblem(params);
  const rentals = useAdminRentals(rentalListQuery(params), { enabled: !rangeProblem });
  const filtered = hasRentalListFilters(params);
  const total = rentals.data?.total ?? 0;
  const totalPages = Math.ceil(total / RENTALS_PAGE_SIZE);
  const pastTheEnd = rentals.isSuccess && total > 0 && rentals.data.items.length === 0;

  const empty = pastTheEnd ? (
    <StateMessage
      title="Esta página não existe mais"
      action={<Button onClick={() => change({ page: 1 })}>Ir para a primeira página</Button>}
    >
      A lista mudou desde que o endereço foi copiado.
    </StateMessage>
  ) : filtered ? (
    <StateMessage
      icon={<FileSignatureIcon className="size-6" />}
      title="Nenhuma locação encontrada"
      action={
        <Button variant="secondary" onClick={clearFilters}>
          Limpar filtros
        </Button>
      }
    >
      Nenhuma locação atende aos filtros escolhidos.
    </StateMessage>
  ) : (
    <StateMessage icon={<FileSignatureIcon className="size-6" />} title="Nenhuma locação ainda">
      As solicitações dos clientes aparecem aqui assim que forem criadas.
    </StateMessage>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Locações"
        intro="Todas as locações dos clientes, das mais recentes às mais antigas."
      />
      <RentalFilters
        params={params}
        onChange={change}
        onClear={clearFilters}
        canClear={filtered}
        rangeProblem={rangeProblem}
      />
      {rangeProblem ? null : rentals.isError && !rentals.data ? (
        <QueryError query={rentals} title="Não foi possível carregar as locações" retry="primary" />
      ) : (
        <div className="space-y-4">
          <div className="flex min-h-6 items-center gap-2 text-sm text-ink-muted" aria-live="polite">
            {rentals.data && (
              <p>
                <span className="font-semibold text-ink">{pluralize(total, 'locação', 'locações')}</span>
                {filtered && ' com esses filtros'}
              </p>
            )}
            {rentals.isFetching && rentals.data && (
              <Spinner size={16} stroke={2} color="current" label="Atualizando a lista" />
            )}
          </div>
          <RentalsTable
            rows={rentals.data?.items}
            sort={{ key: params.sort, order: params.order }}
            onSortChange={({ key, order }) => change({ sort: key, order })}
            back={rentalsBackLink(search)}
            isLoading={rentals.isPending}
            empty={empty}
          />
          <Pagination page={params.page} totalPages={totalPages} onChange={(page) => change({ page })} />
        </div>
      )}
    </div>
  );
}
