import { ButtonLink } from '@/components/ui/button';
import { QueryError, type QueryLike } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
import { isApiError } from '@/lib/api-error';

/**
 * A rental that could not be loaded: another account's (404, never told apart from one that does not
 * exist) leads back to the customer's rentals; anything else offers to try again.
 */
export function RentalLoadError({
  rental,
}: {
  rental: Pick<QueryLike<unknown>, 'error' | 'isFetching' | 'refetch'>;
}) {
  if (!isApiError(rental.error) || rental.error.status !== 404) {
    return (
      <QueryError
        query={rental}
        className="max-w-3xl"
        title="Não foi possível carregar a locação"
        fallback="Verifique sua conexão com a internet e tente novamente."
      />
    );
  }
  return (
    <StateMessage
      className="max-w-3xl"
      icon={<AlertIcon className="size-6" />}
      title="Locação não encontrada"
      action={<ButtonLink to="/minhas-locacoes">Ver minhas locações</ButtonLink>}
    >
      Ela pode pertencer a outra conta. Confira suas locações.
    </StateMessage>
  );
}
