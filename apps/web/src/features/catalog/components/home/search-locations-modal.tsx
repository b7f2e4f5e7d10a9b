import { PLACES } from '@estadia/domain';
import { Link } from 'react-router';
import { BuildingIcon, ChevronRightIcon, MapPinIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useProjects } from '@/features/catalog/api/get-projects';
import { useUserStore } from '@/lib/user-store';

interface Destination {
  name: string;
  detail: string;
  kind: 'place' | 'city';
  /** The city filter of the projects page. */
  city: string;
}

export function projectsByCityPath(city: string): string {
  return `/projetos?city=${encodeURIComponent(city)}`;
}

interface ProjectPlace {
  neighborhood: string;
  city: { name: string; stateInitials: string };
}

/**
 * The product's places first (neighbourhoods: they lead to the city they are in, when a project
 * tells which), then every city that has a project.
 */
export function destinations(projects: readonly ProjectPlace[]): Destination[] {
  const list: Destination[] = PLACES.map((place) => {
    const city = projects.find((project) => project.neighborhood === place)?.city;
    return {
      name: place,
      detail: city ? `Bairro · ${city.name} – ${city.stateInitials}` : 'Bairro',
      kind: 'place',
      city: city?.name ?? place,
    };
  });
  const seen = new Set<string>();
  for (const { city } of projects) {
    if (seen.has(city.name)) continue;
    seen.add(city.name);
    list.push({ name: city.name, detail: `Cidade · ${city.stateInitials}`, kind: 'city', city: city.name });
  }
  return list;
}

export function SearchLocationsModal() {
  const isOpen = useUserStore((state) => state.isSearchLocationsModalOpen);
  const setOpen = useUserStore((state) => state.setSearchLocationsModalOpen);
  const projects = useProjects();
  const list = destinations(projects.data?.items ?? []);

  return (
    <Modal
      open={isOpen}
      onClose={() => setOpen(false)}
      title="Para onde você vai?"
      description="Escolha um bairro ou uma cidade para ver os apartamentos disponíveis."
    >
      <ul className="-mx-2 space-y-1">
        {list.map((destination) => {
          const Icon = destination.kind === 'place' ? MapPinIcon : BuildingIcon;
          return (
            <li key={`${destination.kind}-${destination.name}`}>
              <Link
                to={projectsByCityPath(destination.city)}
                onClick={() => setOpen(false)}
                className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-surface-muted"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
                  <Icon className="size-5" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{destination.name}</span>
                  <span className="block text-sm text-ink-muted">{destination.detail}</span>
                </span>
                <ChevronRightIcon className="size-5 text-ink-subtle" />
              </Link>
            </li>
          );
        })}
        {projects.isPending && (
          <li className="flex items-center gap-3 px-2 py-2.5" aria-hidden="true">
            <Skeleton className="size-10" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </li>
        )}
      </ul>
      {projects.isError && (
        <p className="mt-3 text-sm text-ink-muted">
          Não foi possível carregar todas as cidades agora. Você ainda pode ver{' '}
          <Link
            to="/projetos"
            onClick={() => setOpen(false)}
            className="font-semibold text-brand-ink underline"
          >
            todos os projetos
          </Link>
          .
        </p>
      )}
    </Modal>
  );
}
