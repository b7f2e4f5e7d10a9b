import type { Statement } from '@estadia/domain';
import { QueryError } from '../ui/query-state';
import { Skeleton } from '../ui/skeleton';

import { StatementView } from './statement-view';

/** What a statement's query holds, as both the customer's and the staff's hooks answer it. */
export interface StatementQuery {
  data: Statement | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A statement while it loads, when it fails (with a retry), when it has no line yet, and loaded. */
export function StatementBody({ query }: { query: StatementQuery }) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only" role="status">
          Carregando o extrato
        </span>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((figure) => (
            <Skeleton key={figure} className="h-16 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <QueryError query={query} title="Não foi possível carregar o extrato" />;
  }
  if (query.data.entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">
        Nenhum lançamento até agora. As cobranças, os pagamentos e as devoluções desta locação aparecem aqui.
      </p>
    );
  }
  return <StatementView statement={query.data} />;
}
