import type { Project } from '@estadia/domain';
import { MapPinIcon } from '@/components/ui/icons';
import { OpenInMapsLink } from './open-in-maps-link';

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
            <OpenInMapsLink
              location={project.location}
              placeName={project.name}
              className="mt-2 rounded text-sm"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
