import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { Alert } from './alert';
import { Button } from './button';
import { StateMessage } from './state-message';
import { AlertIcon } from './status-icons';

/** What these states read of a query (TanStack Query's result has all of it). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryErrorProps {
  query: Pick<QueryLike<unknown>, 'error' | 'isFetching' | 'refetch'>;
  /** What could not be loaded: "Não foi possível carregar …". */
  title: ReactNode;
  /** Said when the API gave no sentence of its own (server faults, proxies). */
  fallback?: string;
  /** The retry button's look: secondary beside other content, primary when it is the page's one action. */
  retry?: 'primary' | 'secondary';
  /** Inside a section, a step or a field: an error Alert with a small retry, not the page-sized message. */
  inline?: boolean;
  className?: string;
}

/** A query that failed: what failed, the API's reason or the fallback, and 'Tentar novamente' (busy while retrying). */
export function QueryError({
  query,
  title,
  fallback = 'Tente novamente em instantes.',
  retry = 'secondary',
  inline = false,
  className,
}: QueryErrorProps) {
  const reason = errorMessage(query.error, fallback);
  if (inline) {
    return (
      <Alert tone="error" title={title} className={className}>
        <p>{reason}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => query.refetch()}
          isLoading={query.isFetching}
        >
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  return (
    <StateMessage
      tone="error"
      icon={<AlertIcon className="size-6" />}
      title={title}
      className={className}
      action={
        <Button variant={retry} onClick={() => query.refetch()} isLoading={query.isFetching}>
          Tentar novamente
        </Button>
      }
    >
      {reason}
    </StateMessage>
  );
}

/**
 * A query's three states before its content: the error (with retry) first, then loading until the
 * data arrives, then the empty state when the data holds nothing; otherwise the content, given the data.
 */
export function QueryState<T>({
  query,
  error,
  loading,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  error: Omit<QueryErrorProps, 'query'>;
  loading: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <QueryError query={query} {...error} />;
  if (query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
