import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
import { RENTALS_PAGE_SIZE, useRentals } from '../api/get-rentals';
import { GuaranteedRentalsLink } from '../components/my-rentals/guaranteed-rentals-link';
import { RentalCard, RentalCardSkeleton } from '../components/my-rentals/rental-card';

function readPage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function MyRentalsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('pagina'));
  const rentals = useRentals(page);
  const totalPages = rentals.data ? Math.ceil(rentals.data.total / RENTALS_PAGE_SIZE) : 0;

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Minhas locações"
        intro="Acompanhe o andamento das suas reservas, assine contratos e faça pagamentos."
      />
      <GuaranteedRentalsLink />
      <div className="mt-8 max-w-4xl" aria-busy={rentals.isPending}>
        {rentals.isPending ? (
          <div className="space-y-4">
            <span className="sr-only" role="status">
              Carregando suas locações
            </span>
            <RentalCardSkeleton />
            <RentalCardSkeleton />
          </div>
        ) : rentals.isError ? (
          <StateMessage
            tone="error"
            icon={<AlertIcon className="size-6" />}
            title="Não foi possível carregar suas locações"
            action={
              <Button variant="secondary" onClick={() => rentals.refetch()} isLoading={rentals.isFetching}>
                Tentar novamente
              </Button>
            }
          >
            Verifique sua conexão com a internet e tente novamente.
          </StateMessage>
        ) : rentals.data.items.length === 0 ? (
          <StateMessage
            icon={<CalendarIcon className="size-6" />}
            title="Você ainda não tem locações"
            action={<ButtonLink to="/projetos">Ver projetos</ButtonLink>}
          >
            Escolha um projeto, as datas e o apartamento: sua solicitação aparece aqui.
          </StateMessage>
        ) : (
          <>
            <ul className="space-y-4">
              {rentals.data.items.map((rental) => (
                <li key={rental.id}>
                  <RentalCard rental={rental} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={page}
              totalPages={totalPages}
              onChange={(next) => setSearchParams(next > 1 ? { pagina: String(next) } : {})}
            />
          </>
        )}
      </div>
    </Container>
  );
}
