import { compareIsoDates, todayIso } from '@estadia/domain';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/page-header';
import { useApartment } from '../api/get-apartment';
import { readSavedSelection } from '../booking/saved-selection';
import { selectionFromSearch } from '../booking/selection-from-search';
import type { InitialSelection } from '../booking/use-booking-selection';
import { UnitLoadState, type UnitLoadTexts } from '../components/unit/unit-load-state';
import { UnitScreen } from '../components/unit/unit-screen';

const NO_CAR_SPOTS = { common: 0, covered: 0 };

const APARTMENT_TEXTS: UnitLoadTexts = {
  missingTitle: 'Apartamento não encontrado',
  missingHint: 'O endereço pode estar incompleto. Escolha o apartamento de novo a partir dos projetos.',
  failedTitle: 'Não foi possível carregar o apartamento',
};

/** Dates in the past cannot be booked any more: the visitor picks new ones. */
function futureRange(start: string | null, end: string | null): InitialSelection['range'] {
  if (!start || !end || compareIsoDates(start, todayIso()) < 0) return { start: null, end: null };
  return { start, end };
}

/**
 * /projeto/:projectId/modalidade/:modalityId and /projeto/salvo/:apartmentId (the same screen, starting
 * from an apartment and the selection saved before logging in).
 */
export function UnitDetailsPage() {
  const { projectId, modalityId, apartmentId } = useParams();
  return (
    <Container className="py-8 sm:py-12">
      {apartmentId ? (
        <SavedUnit key={apartmentId} apartmentId={apartmentId} />
      ) : (
        <ModalityUnit key={`${projectId}-${modalityId}`} projectId={projectId!} modalityId={modalityId!} />
      )}
    </Container>
  );
}

function ModalityUnit({ projectId, modalityId }: { projectId: string; modalityId: string }) {
  const [searchParams] = useSearchParams();
  const [fromUrl] = useState(() => selectionFromSearch(searchParams));
  const initial: InitialSelection = {
    range: futureRange(fromUrl.start, fromUrl.end),
    carSpots: fromUrl.carSpots ?? NO_CAR_SPOTS,
    apartment: null,
  };
  return <UnitScreen projectId={projectId} modalityId={modalityId} initial={initial} rentalId={null} />;
}

function SavedUnit({ apartmentId }: { apartmentId: string }) {
  const [searchParams] = useSearchParams();
  const [fromUrl] = useState(() => selectionFromSearch(searchParams));
  const [saved] = useState(() => readSavedSelection(apartmentId));
  const details = useApartment(apartmentId);

  if (!details.isSuccess) return <UnitLoadState error={details.error} texts={APARTMENT_TEXTS} />;

  const { apartment, modality, project } = details.data;
  // Dates in the address (coming back from the request flow) win over the ones saved in this browser.
  const fromStorage = !fromUrl.start && saved !== null;
  const range = fromStorage ? futureRange(saved.start, saved.end) : futureRange(fromUrl.start, fromUrl.end);
  const initial: InitialSelection = {
    range,
    carSpots: (fromStorage ? saved.carSpots : fromUrl.carSpots) ?? NO_CAR_SPOTS,
    apartment: { id: apartment.id, block: apartment.block, floor: apartment.floor, number: apartment.number },
  };
  return (
    <UnitScreen
      projectId={project.id}
      modalityId={modality.id}
      initial={initial}
      rentalId={fromUrl.rentalId}
      notice={
        fromStorage && range.start
          ? 'Recuperamos a sua seleção: confira as datas e as vagas e siga com a solicitação.'
          : undefined
      }
    />
  );
}
