import type { Project } from '@estadia/domain';
import { ExternalLinkIcon } from '../../../../components/ui/booking-icons';
import { MapPinIcon } from '../../../../components/ui/icons';
import { mapsSearchUrl } from './maps-links';

/** Where each project is, with a link to open it in Google Maps: what shows when there is no map. */
export function ProjectAddressCards({ projects }: { projects: readonly Project[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
            <MapPinIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink">{project.name}</p>
            <address className="mt-0.5 text-sm text-ink-muted not-italic">
              {project.address}
              <br />
              {project.neighborhood ? `${project.neighborhood} · ` : ''}
              {project.city.name} – {project.city.stateInitials}
            </address>
            <a
              href={mapsSearchUrl(project.location)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
            >
              Abrir no mapa
              <ExternalLinkIcon className="size-4" />
              <span className="sr-only">: {project.name} (abre em uma nova aba)</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
