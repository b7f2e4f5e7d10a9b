import type { Rental } from '@estadia/domain';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ListIcon } from '@/components/ui/icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
import { isApiError } from '@/lib/api-error';
import type { WithDates } from '@/lib/date-fields';
import { type RentalView, useRental } from '@/lib/rentals/get-rental';
import { requestFlowPath } from '@/lib/rentals/rental-actions';
import { GuaranteePaymentStep } from '../components/request/guarantee-payment-step';
import { ProfileStep } from '../components/request/profile-step';
import { RequestProgress } from '../components/request/request-progress';
import { ReviewStep } from '../components/request/review-step';
import { SentStep } from '../components/request/sent-step';
import { StayAside } from '../components/request/stay-aside';
import { StayStep } from '../components/request/stay-step';
import { parseRequestStep, type RequestStep, SENT_STEP } from '../request-steps';

export function RentalRequestPage() {
  const { apartmentId } = useParams();
  const [searchParams] = useSearchParams();
  const rentalId = searchParams.get('rental');
  const rental = useRental(rentalId);

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        title="Solicitação de locação"
        intro="Confira a estadia, complete o cadastro, escolha a garantia e o pagamento e envie."
      />
      <div className="mt-8">
        {!rentalId ? (
          <StateMessage
            className="max-w-3xl"
            icon={<ListIcon className="size-6" />}
            title="Escolha as datas primeiro"
            action={
              <ButtonLink to={apartmentId ? `/projeto/salvo/${apartmentId}` : '/projetos'}>
                Escolher as datas
              </ButtonLink>
            }
          >
            A solicitação começa na página da unidade, depois de escolher as datas e o apartamento.
          </StateMessage>
        ) : rental.isPending ? (
          <RequestSkeleton />
        ) : rental.isError ? (
          <StateMessage
            tone={isApiError(rental.error) && rental.error.status === 404 ? 'neutral' : 'error'}
            icon={<AlertIcon className="size-6" />}
            title={
              isApiError(rental.error) && rental.error.status === 404
                ? 'Solicitação não encontrada'
                : 'Não foi possível carregar a solicitação'
            }
            action={<ButtonLink to="/minhas-locacoes">Ver minhas locações</ButtonLink>}
          >
            {isApiError(rental.error) && rental.error.status === 404
              ? 'Ela pode ter sido cancelada ou pertencer a outra conta.'
              : 'Verifique sua conexão com a internet e tente novamente.'}
          </StateMessage>
        ) : (
          <RequestFlow rental={rental.data} stepText={searchParams.get('etapa')} />
        )}
      </div>
    </Container>
  );
}

function RequestFlow({ rental, stepText }: { rental: RentalView; stepText: string | null }) {
  const navigate = useNavigate();
  const sent = rental.status !== 'UNFINISHED';
  const step = parseRequestStep(stepText, { sent });
  const goTo = (next: RequestStep, target: { id: string; apartment: { id: string } } = rental) =>
    navigate(requestFlowPath(target, next));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,48rem)_20rem] lg:gap-8">
      <div className="min-w-0 space-y-6">
        <RequestProgress current={step} />
        {step === SENT_STEP ? (
          <SentStep rental={rental} />
        ) : step === 1 ? (
          <StayStep rental={rental} onNext={() => goTo(2)} />
        ) : step === 2 ? (
          <ProfileStep onBack={() => goTo(1)} onNext={() => goTo(3)} />
        ) : step === 3 ? (
          <GuaranteePaymentStep rental={rental} onBack={() => goTo(2)} onNext={() => goTo(4)} />
        ) : (
          <ReviewStep
            rental={rental}
            onBack={() => goTo(3)}
            onEditChoices={() => goTo(3)}
            onApartmentChanged={(updated: WithDates<Rental>) =>
              navigate(requestFlowPath(updated, 4), { replace: true })
            }
            onSent={(updated) => goTo(SENT_STEP, updated)}
          />
        )}
      </div>
      {(step === 2 || step === 3) && (
        <div className="hidden lg:block">
          <div className="sticky top-24 mt-16">
            <StayAside rental={rental} />
          </div>
        </div>
      )}
    </div>
  );
}

function RequestSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando a solicitação
      </span>
      <Skeleton className="h-10" />
      <div className="space-y-4 rounded-2xl border border-line bg-surface p-6">
        <Skeleton className="h-6 w-1/2" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
