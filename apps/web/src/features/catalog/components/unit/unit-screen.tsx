import type { Modality, ProjectSummary } from '@estadia/domain';
import { Alert } from '@/components/ui/alert';
import { useModality } from '@/features/catalog/api/get-modality';
import { useProject } from '@/features/catalog/api/get-project';
import { selectionSearch } from '@/features/catalog/booking/selection-from-search';
import { type InitialSelection, useBookingSelection } from '@/features/catalog/booking/use-booking-selection';
import { useRequestRental } from '@/features/catalog/booking/use-request-rental';
import { BookingPanel } from './booking-panel';
import { ModalityTabs } from './modality-tabs';
import { UnitDetails } from './unit-details';
import { UnitGallery } from './unit-gallery';
import { UnitHeader } from './unit-header';
import { UnitLoadState, type UnitLoadTexts } from './unit-load-state';

interface UnitScreenProps {
  projectId: string;
  modalityId: string;
  initial: InitialSelection;
  /** A draft the customer came back to change. */
  rentalId: string | null;
  /** A sentence shown above the screen, e.g. that a saved selection was restored. */
  notice?: string;
}

const UNIT_TEXTS: UnitLoadTexts = {
  missingTitle: 'Unidade não encontrada',
  missingHint: 'Ela pode ter saído do catálogo. Veja os outros projetos disponíveis.',
  failedTitle: 'Não foi possível carregar a unidade',
};

/** The unit details screen: loads the modality and its project, then shows them with the booking panel. */
export function UnitScreen({ projectId, modalityId, initial, rentalId, notice }: UnitScreenProps) {
  const modality = useModality(projectId, modalityId);
  const project = useProject(projectId);

  if (!modality.isSuccess) return <UnitLoadState error={modality.error} texts={UNIT_TEXTS} />;

  const { project: summary, ...unit } = modality.data;
  return (
    <UnitContent
      project={summary}
      modality={unit}
      siblings={project.data?.modalities ?? []}
      initial={initial}
      rentalId={rentalId}
      notice={notice}
    />
  );
}

function UnitContent({
  project,
  modality,
  siblings,
  initial,
  rentalId,
  notice,
}: {
  project: ProjectSummary;
  modality: Modality;
  siblings: readonly Modality[];
  initial: InitialSelection;
  rentalId: string | null;
  notice?: string;
}) {
  const selection = useBookingSelection({ project, modality, initial });
  const requestRental = useRequestRental(rentalId);
  const { interval, apartment } = selection;
  const search = interval ? selectionSearch({ ...interval, carSpots: selection.carSpots }) : '';

  return (
    <div>
      {notice && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      <UnitHeader project={project} modality={modality} />
      <div className="mt-6">
        <ModalityTabs projectId={project.id} modalities={siblings} currentId={modality.id} search={search} />
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_400px] lg:grid-rows-[auto_1fr] lg:gap-12">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <UnitGallery
            unitPhotos={modality.photos}
            projectPhotos={project.photos}
            label={`Fotos de ${modality.name} no ${project.name}`}
          />
        </div>
        <aside className="min-w-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BookingPanel
            project={project}
            modality={modality}
            selection={selection}
            isEditingDraft={rentalId !== null}
            isRequesting={requestRental.isPending}
            requestError={requestRental.error}
            onRequest={() => {
              if (!interval || !apartment) return;
              void requestRental.request({
                projectId: project.id,
                modalityId: modality.id,
                apartment,
                interval,
                carSpots: selection.carSpots,
              });
            }}
          />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <UnitDetails project={project} modality={modality} />
        </div>
      </div>
    </div>
  );
}
