import {
  ADMIN_RENTAL_SORTS,
  type AdminRentalSort,
  apartmentLabel,
  formatBrDate,
  formatMoney,
} from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { type BackLink, backLinkState } from '@/back-office/back-link';
import type { AdminRentalView } from '@/back-office/get-rentals';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/components/ui/data-table';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import { RentalPeriod } from './rental-period';

type ColumnKey = AdminRentalSort | 'apartment' | 'total';

function isSort(key: ColumnKey): key is AdminRentalSort {
  return (ADMIN_RENTAL_SORTS as readonly string[]).includes(key);
}

/**
 * The rentals of a list page. The customer's name links to the rental (the keyboard's way in); a
 * click anywhere on the row opens it too.
 */
export function RentalsTable({
  rows,
  sort,
  onSortChange,
  back,
  isLoading,
  empty,
}: {
  rows: readonly AdminRentalView[] | undefined;
  sort: DataTableSort<AdminRentalSort>;
  onSortChange: (sort: DataTableSort<AdminRentalSort>) => void;
  /** Where the rental page's 'Voltar' leads: this list, as filtered. */
  back: BackLink;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const navigate = useNavigate();
  const state = backLinkState(back);
  const columns: DataTableColumn<AdminRentalView, ColumnKey>[] = [
    {
      key: 'customer',
      header: 'Cliente',
      sortable: true,
      className: 'min-w-36',
      cell: (rental) => (
        <>
          <Link
            to={`/locacoes/${rental.id}`}
            state={state}
            onClick={(event) => event.stopPropagation()}
            className="font-semibold text-ink underline-offset-4 hover:text-brand-ink hover:underline"
          >
            {rental.customer.name}
          </Link>
          <span className="block max-w-44 truncate text-xs text-ink-muted" title={rental.customer.email}>
            {rental.customer.email}
          </span>
        </>
      ),
    },
    {
      key: 'apartment',
      header: 'Apartamento',
      className: 'min-w-44',
      cell: (rental) => (
        <>
          <span className="block">{rental.project.name}</span>
          <span className="block text-xs text-ink-muted">{apartmentLabel(rental.apartment)}</span>
        </>
      ),
    },
    {
      key: 'startDate',
      header: 'Período',
      sortable: true,
      cell: (rental) => <RentalPeriod {...rental} />,
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      cell: (rental) => <RentalStatusBadge status={rental.status} />,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      className: 'whitespace-nowrap tabular-nums',
      cell: (rental) => formatMoney(rental.rentalValueCents),
    },
    {
      key: 'createdDate',
      header: 'Criada em',
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (rental) => formatBrDate(rental.createdDate),
    },
  ];

  return (
    <DataTable<AdminRentalView, ColumnKey>
      caption="Locações"
      columns={columns}
      rows={rows}
      rowKey={(rental) => rental.id}
      sort={sort}
      onSortChange={({ key, order }) => {
        if (isSort(key)) onSortChange({ key, order });
      }}
      isLoading={isLoading}
      empty={empty}
      onRowClick={(rental) => navigate(`/locacoes/${rental.id}`, { state })}
    />
  );
}
