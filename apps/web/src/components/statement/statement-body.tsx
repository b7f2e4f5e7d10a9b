import type { Statement } from '@estadia/domain';
import { errorMessage } from '@/lib/api-error';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { StateMessage } from '../ui/state-message';
import { AlertIcon } from '../ui/status-icons';

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
    return (
      <StateMessage
        tone="error"
        icon={<AlertIcon className="size-6" />}
        title="Não foi possível carregar o extrato"
        action={
          <Button variant="secondary" onClick={() => query.refetch()} isLoading={query.isFetching}>
            Tentar de novo
          </Button>
        }
      >
        {errorMessage(query.error, 'Tente de novo em instantes.')}
      </StateMessage>
    );
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
