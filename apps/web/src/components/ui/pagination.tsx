import { cn } from '@/lib/cn';
import { ChevronRightIcon } from './icons';

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** What to show: always the first and last page, the current one and its neighbours, gaps between. */
export function pageWindow(current: number, total: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 1) items.push({ kind: 'page', page });
    else if (items.at(-1)?.kind === 'page') items.push({ kind: 'gap', after: page - 1 });
  }
  return items;
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
  const itemClass = 'inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold';
  return (
    <nav aria-label="Paginação" className={cn('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        className={cn(itemClass, 'text-ink hover:bg-surface-muted disabled:opacity-40')}
      >
        <ChevronRightIcon className="size-5 rotate-180" />
        <span className="sr-only">Página anterior</span>
      </button>
      {pageWindow(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.after}`} className={cn(itemClass, 'text-ink-subtle')} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            onClick={() => onChange(item.page)}
            aria-current={item.page === page ? 'page' : undefined}
            className={cn(
              itemClass,
              item.page === page ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-muted',
            )}
          >
            <span className="sr-only">Página </span>
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        className={cn(itemClass, 'text-ink hover:bg-surface-muted disabled:opacity-40')}
      >
        <ChevronRightIcon className="size-5" />
        <span className="sr-only">Próxima página</span>
      </button>
    </nav>
  );
}
