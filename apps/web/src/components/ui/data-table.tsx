import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';
import { Skeleton } from './skeleton';

export type SortOrder = 'asc' | 'desc';

export interface DataTableSort<K extends string> {
  key: K;
  order: SortOrder;
}

export interface DataTableColumn<Row, K extends string = string> {
  /** Stable id of the column; also the sort key when `sortable`. */
  key: K;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Extra classes for the column's cells (widths, hiding on small screens…). */
  className?: string;
}

/**
 * The back-office's tables: a caption for screen readers, headers that sort when asked (the caller
 * keeps the order, usually in the URL), skeleton rows while loading and a message when empty. Wide
 * tables scroll sideways inside their frame on a phone instead of widening the page.
 */
export function DataTable<Row, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  isLoading = false,
  empty,
  onRowClick,
  className,
}: {
  caption: string;
  columns: DataTableColumn<Row, K>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  sort?: DataTableSort<K>;
  onSortChange?: (sort: DataTableSort<K>) => void;
  isLoading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** Makes a whole row a shortcut; the row should still hold a real link for the keyboard. */
  onRowClick?: (row: Row) => void;
  className?: string;
}) {
  const alignClass = (column: DataTableColumn<Row, K>) =>
    column.align === 'end' ? 'text-right' : 'text-left';
  const nextSort = (key: K): DataTableSort<K> =>
    sort?.key === key && sort.order === 'asc' ? { key, order: 'desc' } : { key, order: 'asc' };
  const ariaSort = (key: K) => {
    if (sort?.key !== key) return 'none';
    return sort.order === 'asc' ? 'ascending' : 'descending';
  };

  return (
    // A frame that may scroll sideways must be reachable by the keyboard (axe scrollable-region-focusable).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls; the keyboard scrolls it from here
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-2xl border border-line bg-surface', className)}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line bg-surface-muted">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sortable ? ariaSort(column.key) : undefined}
                className={cn(
                  'px-4 py-3 font-semibold whitespace-nowrap text-ink-muted',
                  alignClass(column),
                  column.className,
                )}
              >
                {column.sortable && onSortChange ? (
                  <button
                    type="button"
                    onClick={() => onSortChange(nextSort(column.key))}
                    className="inline-flex items-center gap-1 rounded hover:text-ink"
                  >
                    {column.header}
                    <ChevronDownIcon
                      className={cn(
                        'size-4 transition-transform',
                        sort?.key === column.key ? 'text-ink' : 'opacity-30',
                        sort?.key === column.key && sort.order === 'asc' && 'rotate-180',
                      )}
                    />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading && !rows
            ? Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index} className="border-b border-line last:border-0">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3', column.className)}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </td>
                  ))}
                </tr>
              ))
            : rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={cn(
                    'border-b border-line last:border-0',
                    onRowClick && 'cursor-pointer hover:bg-surface-muted',
                  )}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn('px-4 py-3 align-middle text-ink', alignClass(column), column.className)}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {!isLoading && rows?.length === 0 && empty && <div className="p-4">{empty}</div>}
    </section>
  );
}
