import { type AdminModalityPrices, areaPermission, hasPermissions } from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StateMessage } from '@/components/ui/state-message';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useAdminProjects } from './api/get-admin-projects';
import { EditPricesModal } from './edit-prices-modal';
import { PRICE_CHANGE_NOTICE } from './modality-prices-form';
import { ProjectPrices } from './project-prices';

function PricesSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ))}
    </div>
  );
}

/** Preços: every modality's prices, per project; changed in a dialog by those with prices:write. */
export function PricesPage() {
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, [areaPermission('prices', 'write')]);
  const projects = useAdminProjects();
  const [editing, setEditing] = useState<{ projectName: string; modality: AdminModalityPrices } | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Preços"
        intro="Os preços de cada modalidade, por noite nas estadias curtas e por 30 noites nas longas."
      />
      <Alert tone="info">
        {PRICE_CHANGE_NOTICE}
        {!canWrite && ' Você pode consultar os preços; para alterá-los, peça o acesso a Preços (alterar).'}
      </Alert>
      {projects.isPending ? (
        <PricesSkeleton />
      ) : projects.isError ? (
        <QueryError query={projects} title="Não foi possível carregar os preços" />
      ) : projects.data.items.length === 0 ? (
        <StateMessage title="Nenhum empreendimento cadastrado">
          Os preços aparecem aqui assim que houver empreendimentos no catálogo.
        </StateMessage>
      ) : (
        <div className="flex flex-col gap-8">
          {projects.data.items.map((project) => (
            <ProjectPrices
              key={project.id}
              project={project}
              canWrite={canWrite}
              onEdit={(modality) => setEditing({ projectName: project.name, modality })}
            />
          ))}
        </div>
      )}
      {canWrite && (
        <EditPricesModal
          projectName={editing?.projectName ?? ''}
          modality={editing?.modality ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
