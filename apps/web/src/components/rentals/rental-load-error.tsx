import { Button, ButtonLink } from '@/components/ui/button';
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
  rental: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const notFound = isApiError(rental.error) && rental.error.status === 404;
  return (
    <StateMessage
      className="max-w-3xl"
      tone={notFound ? 'neutral' : 'error'}
      icon={<AlertIcon className="size-6" />}
      title={notFound ? 'Locação não encontrada' : 'Não foi possível carregar a locação'}
      action={
        notFound ? (
          <ButtonLink to="/minhas-locacoes">Ver minhas locações</ButtonLink>
        ) : (
          <Button variant="secondary" onClick={() => rental.refetch()} isLoading={rental.isFetching}>
            Tentar novamente
          </Button>
        )
      }
    >
      {notFound
        ? 'Ela pode pertencer a outra conta. Confira suas locações.'
        : 'Verifique sua conexão com a internet e tente novamente.'}
    </StateMessage>
  );
}
