import { formatBrDateRange, formatBrDateTime } from '@estadia/domain';
import { Link, useParams } from 'react-router';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { ChevronLeftIcon } from '@/components/ui/booking-icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { type RentalView, useRental } from '@/lib/rentals/get-rental';
import { RentalLoadError } from '../components/rental-load-error';
import { sectionsFor } from '../stay/rental-page-sections';

/**
 * /minhas-locacoes/:rentId — one rental and its stay: each section of RENTAL_PAGE_SECTIONS that applies
 * to it (guests, arrival, …), with a menu of anchors on top.
 */
export function RentalScreen() {
  const { rentId = '' } = useParams();
  const rental = useRental(rentId);

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/minhas-locacoes"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-ink hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        Minhas locações
      </Link>
      {rental.isPending ? (
        <RentalPageSkeleton />
      ) : rental.isError && !rental.data ? (
        <RentalLoadError rental={rental} />
      ) : (
        <RentalStay rental={rental.data} />
      )}
    </Container>
  );
}

function RentalStay({ rental }: { rental: RentalView }) {
  const sections = sectionsFor(rental);
  return (
    <>
      <PageHeader
        title={rental.project.name}
        intro={`${rental.projectModality.name} · ${apartmentLabel(rental.apartment)} · ${formatBrDateRange(rental.startDate, rental.endDate)}`}
      >
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <RentalStatusBadge status={rental.status} />
          {rental.checkedInAt && (
            <p className="text-sm text-ink-muted">
              Check-in feito em {formatBrDateTime(new Date(rental.checkedInAt), { seconds: false })}
              {rental.checkedOutAt &&
                `; check-out em ${formatBrDateTime(new Date(rental.checkedOutAt), { seconds: false })}`}
              .
            </p>
          )}
        </div>
      </PageHeader>
      {sections.length > 0 ? (
        <>
          <nav aria-label="Seções da locação" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-brand-ink hover:bg-surface-muted"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 max-w-3xl space-y-6">
            {sections.map(({ id, Component }) => (
              <div key={id} id={id} className="scroll-mt-24">
                <Component rental={rental} />
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-6 max-w-3xl text-ink-muted">
          Depois do pagamento, aqui você informa quem vai se hospedar e a sua chegada.
        </p>
      )}
    </>
  );
}

function RentalPageSkeleton() {
  return (
    <div className="max-w-3xl space-y-5" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando a locação
      </span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}
