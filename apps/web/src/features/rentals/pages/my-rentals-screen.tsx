import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
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
        <QueryState
          query={rentals}
          error={{
            title: 'Não foi possível carregar suas locações',
            fallback: 'Verifique sua conexão com a internet e tente novamente.',
          }}
          loading={
            <div className="space-y-4">
              <span className="sr-only" role="status">
                Carregando suas locações
              </span>
              <RentalCardSkeleton />
              <RentalCardSkeleton />
            </div>
          }
          isEmpty={(data) => data.items.length === 0}
          empty={
            <StateMessage
              icon={<CalendarIcon className="size-6" />}
              title="Você ainda não tem locações"
              action={<ButtonLink to="/projetos">Ver projetos</ButtonLink>}
            >
              Escolha um projeto, as datas e o apartamento: sua solicitação aparece aqui.
            </StateMessage>
          }
        >
          {(data) => (
            <>
              <ul className="space-y-4">
                {data.items.map((rental) => (
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
        </QueryState>
      </div>
    </Container>
  );
}
