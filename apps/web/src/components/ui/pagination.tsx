import { cn } from '../../lib/cn';
import { ChevronRightIcon } from './icons';

/** Page numbers to show: always the first and last, the current one and its neighbours, gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({
  page,
  totalPages,
  onChange,
  className,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const item = 'inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold';
  return (
    <nav aria-label="Paginação" className={cn('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        className={cn(item, 'text-ink hover:bg-surface-muted disabled:opacity-40')}
      >
        <ChevronRightIcon className="size-5 rotate-180" />
        <span className="sr-only">Página anterior</span>
      </button>
      {pageWindow(page, totalPages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className={cn(item, 'text-ink-subtle')} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            onClick={() => onChange(number)}
            aria-current={number === page ? 'page' : undefined}
            className={cn(item, number === page ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-muted')}
          >
            <span className="sr-only">Página </span>
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        className={cn(item, 'text-ink hover:bg-surface-muted disabled:opacity-40')}
      >
        <ChevronRightIcon className="size-5" />
        <span className="sr-only">Próxima página</span>
      </button>
    </nav>
  );
}
