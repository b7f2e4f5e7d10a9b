import { formatDecimal, type Modality, type ProjectSummary, pluralize } from '@estadia/domain';
import { Link } from 'react-router';
import { AreaIcon } from '@/components/ui/booking-icons';
import { BedIcon, ChevronRightIcon, MapPinIcon, UsersIcon } from '@/components/ui/icons';

export function bedroomsLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Ambiente integrado' : pluralize(bedrooms, 'quarto');
}

/** Breadcrumb, title, place and the unit's main facts. */
export function UnitHeader({ project, modality }: { project: ProjectSummary; modality: Modality }) {
  const facts = [
    { key: 'area', icon: AreaIcon, text: `${formatDecimal(modality.areaM2, 3)} m²` },
    { key: 'quartos', icon: BedIcon, text: bedroomsLabel(modality.bedrooms) },
    { key: 'hospedes', icon: UsersIcon, text: `Até ${pluralize(modality.maxOccupants, 'hóspede')}` },
  ];
  return (
    <header>
      <nav aria-label="Você está em">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
          <li>
            <Link to="/projetos" className="rounded hover:text-ink hover:underline">
              Projetos
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon className="size-4" />
          </li>
          <li>{project.name}</li>
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {modality.name} <span className="text-ink-muted">no {project.name}</span>
      </h1>
      <p className="mt-2 flex items-center gap-1.5 text-ink-muted">
        <MapPinIcon className="size-4 shrink-0" />
        {project.neighborhood ? `${project.neighborhood}, ` : ''}
        {project.city.name} – {project.city.stateInitials}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Características">
        {facts.map(({ key, icon: Icon, text }) => (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink"
          >
            <Icon className="size-4 text-brand-ink" />
            {text}
          </li>
        ))}
      </ul>
    </header>
  );
}
