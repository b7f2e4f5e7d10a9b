import type { Modality, ProjectSummary } from '@estadia/domain';
import { CheckIcon, MapPinIcon } from '@/components/ui/icons';
import { OpenInMapsLink } from '../projects/open-in-maps-link';

/** Description, amenities and where the building is. */
export function UnitDetails({ project, modality }: { project: ProjectSummary; modality: Modality }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="sobre-unidade">
        <h2 id="sobre-unidade" className="text-xl font-semibold text-ink">
          Sobre a unidade
        </h2>
        <p className="mt-3 leading-7 text-pretty text-ink-muted">{modality.description}</p>
        <p className="mt-3 leading-7 text-pretty text-ink-muted">{project.description}</p>
      </section>

      {project.amenities.length > 0 && (
        <section aria-labelledby="comodidades">
          <h2 id="comodidades" className="text-xl font-semibold text-ink">
            Comodidades
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {project.amenities.map((amenity) => (
              <li key={amenity} className="flex items-start gap-2 text-ink">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
                {amenity}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="localizacao">
        <h2 id="localizacao" className="text-xl font-semibold text-ink">
          Localização
        </h2>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-5">
          <div className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
              <MapPinIcon className="size-5" />
            </span>
            <address className="not-italic">
              <span className="block font-medium text-ink">{project.address}</span>
              <span className="block text-sm text-ink-muted">
                {project.neighborhood ? `${project.neighborhood} · ` : ''}
                {project.city.name} – {project.city.stateInitials}
              </span>
            </address>
          </div>
          <OpenInMapsLink location={project.location} className="rounded-lg" />
        </div>
      </section>
    </div>
  );
}
