import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { DataTable, type DataTableSort } from './data-table';

type Row = { id: string; name: string; nights: number };
const ROWS: Row[] = [
  { id: 'a', name: 'Beatriz', nights: 3 },
  { id: 'b', name: 'Ana', nights: 30 },
];

function SortableTable() {
  const [sort, setSort] = useState<DataTableSort<'name' | 'nights'>>({ key: 'name', order: 'asc' });
  const rows = [...ROWS].sort((a, b) => {
    const order = sort.order === 'asc' ? 1 : -1;
    return (sort.key === 'name' ? a.name.localeCompare(b.name) : a.nights - b.nights) * order;
  });
  return (
    <DataTable<Row, 'name' | 'nights'>
      caption="Hóspedes"
      columns={[
        { key: 'name', header: 'Nome', sortable: true, cell: (row) => row.name },
        { key: 'nights', header: 'Noites', sortable: true, align: 'end', cell: (row) => row.nights },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts by a header, and the other way on the second press, saying so to screen readers', async () => {
    renderWithApp(<SortableTable />);
    expect(names()).toEqual(['Ana', 'Beatriz']);
    const nameHeader = screen.getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(names()).toEqual(['Beatriz', 'Ana']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /Noites/ }));
    expect(names()).toEqual(['Beatriz', 'Ana']);
    expect(screen.getByRole('columnheader', { name: /Noites/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('shows placeholders while loading and the empty message when there is nothing', () => {
    const columns = [{ key: 'name', header: 'Nome', cell: (row: Row) => row.name }];
    const { unmount } = renderWithApp(
      <DataTable caption="Hóspedes" columns={columns} rows={undefined} rowKey={(row) => row.id} isLoading />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(6);
    unmount();
    renderWithApp(
      <DataTable
        caption="Hóspedes"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<p>Ninguém por aqui</p>}
      />,
    );
    expect(screen.getByText('Ninguém por aqui')).toBeInTheDocument();
  });
});
