import { formatBrDateRange, formatBrDateTime } from '@estadia/domain';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { RentalLoadError } from '@/components/rentals/rental-load-error';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { BackLink } from '@/components/ui/back-link';
import { Container, PageHeader } from '@/components/ui/page-header';
import { RentalStatusBadge } from '@/components/ui/rental-status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { type RentalView, useRental } from '@/lib/rentals/get-rental';

/**
 * A section of a rental's page: an id (the anchor), the menu label, when it applies and what it shows.
 * The sections come from the stay, payments and rentals features, which do not import each other: they
 * are listed where they meet, app/pages/rental-page-sections.tsx (RENTAL_PAGE_SECTIONS).
 */
export interface RentalPageSection {
  /** The anchor of the section (#hospedes) and its key. */
  id: string;
  title: string;
  /** Whether the rental has this section at all (a draft has no guests yet, a cancelled stay no arrival). */
  appliesTo: (rental: RentalView) => boolean;
  Component: ComponentType<{ rental: RentalView }>;
}

/** The sections that apply to a rental, in the order they appear. */
type SectionsFor = (rental: RentalView) => RentalPageSection[];

/**
 * /minhas-locacoes/:rentId — one rental and its stay: each section of RENTAL_PAGE_SECTIONS that applies
 * to it (guests, arrival, …), with a menu of anchors on top.
 */
export function RentalScreen({ sectionsFor }: { sectionsFor: SectionsFor }) {
  const { rentId = '' } = useParams();
  const rental = useRental(rentId);

  return (
    <Container className="py-8 sm:py-12">
      <BackLink to="/minhas-locacoes" className="mb-4">
        Minhas locações
      </BackLink>
      {rental.isPending ? (
        <RentalPageSkeleton />
      ) : rental.isError && !rental.data ? (
        <RentalLoadError rental={rental} />
      ) : (
        <RentalStay rental={rental.data} sectionsFor={sectionsFor} />
      )}
    </Container>
  );
}

function RentalStay({ rental, sectionsFor }: { rental: RentalView; sectionsFor: SectionsFor }) {
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
