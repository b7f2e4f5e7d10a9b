import type { Project } from '@estadia/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { getEnv } from '@/config/env';
import { isUsableMapsKey } from './maps-links';
import { ProjectAddressCards } from './project-address-cards';

const ProjectsMap = lazy(() => import('./projects-map').then((module) => ({ default: module.ProjectsMap })));

/** Where the projects are: a map when the maps key works, otherwise (and if it fails) the address cards. */
export function ProjectLocations({ projects }: { projects: readonly Project[] }) {
  const apiKey = getEnv().mapsApiKey;
  const [mapFailed, setMapFailed] = useState(false);
  const handleError = useCallback(() => setMapFailed(true), []);
  if (projects.length === 0) return null;
  const showMap = isUsableMapsKey(apiKey) && !mapFailed;

  return (
    <section aria-labelledby="onde-ficam" className="mt-16">
      <h2 id="onde-ficam" className="text-2xl font-bold tracking-tight text-ink">
        Onde ficam
      </h2>
      <p className="mt-2 text-ink-muted">Endereços dos projetos, para você conferir o bairro e o trajeto.</p>
      <div className="mt-6 space-y-6">
        {showMap && (
          <Suspense fallback={<Skeleton className="h-80 w-full rounded-2xl sm:h-96" />}>
            <ProjectsMap projects={projects} apiKey={apiKey} onError={handleError} />
          </Suspense>
        )}
        <ProjectAddressCards projects={projects} />
      </div>
    </section>
  );
}
