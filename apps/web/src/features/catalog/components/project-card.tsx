import { formatMoney, type Project, pluralize } from '@estadia/domain';
import { Link } from 'react-router';
import { ArrowRightIcon, MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { cheapestModality, projectFromPrice } from '../project-pricing';
import { ProjectPhoto } from './project-photo';

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

export function projectPath(project: Pick<Project, 'id' | 'modalities'>): string {
  const modality = cheapestModality(project.modalities);
  return modality ? `/projeto/${project.id}/modalidade/${modality.id}` : `/projetos`;
}

export function ProjectCard({
  project,
  priority,
  search = '',
}: {
  project: Project;
  /** See ProjectPhoto: 'high' for the first card in view, 'eager' for the others in view. */
  priority?: 'high' | 'eager';
  /** A query string carried to the unit screen (the dates chosen on the projects list). */
  search?: string;
}) {
  const price = projectFromPrice(project.modalities);
  const headingId = `projeto-${project.slug}`;
  // The whole card is clickable through the title link's overlay, so the card shows its focus.
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow hover:shadow-pop has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus has-[a:focus-visible]:outline-solid"
    >
      <div className="relative aspect-[3/2] overflow-hidden">
        <ProjectPhoto
          photo={project.photos[0]}
          sizes={CARD_SIZES}
          priority={priority}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute top-3 left-3 rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
          {pluralize(project.apartmentCount, 'apartamento')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 id={headingId} className="text-lg font-semibold tracking-tight text-ink">
            <Link
              to={`${projectPath(project)}${search}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {project.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPinIcon className="size-4 shrink-0" />
            {project.neighborhood ? `${project.neighborhood}, ` : ''}
            {project.city.name} – {project.city.stateInitials}
          </p>
        </div>
        {project.modalities.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Modalidades">
            {project.modalities.map((modality) => (
              <li
                key={modality.id}
                className="rounded-full bg-brand-soft px-2.5 py-1 text-xs font-medium text-brand-ink"
              >
                {modality.name}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-line pt-3">
          {price ? (
            <p className="text-sm text-ink-muted">
              a partir de{' '}
              <span className="text-lg font-bold text-ink">{formatMoney(price.perNightCents)}</span>
              <span> / noite</span>
              {price.period === 'LONG_PERIOD' && (
                <span className="block text-xs text-ink-subtle">em estadias a partir de 30 noites</span>
              )}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">Consulte os valores</p>
          )}
          <ArrowRightIcon className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-0.5" />
        </div>
      </div>
    </article>
  );
}

/** Stable keys for a row of placeholders. */
export const PROJECT_SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function ProjectCardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-24 rounded-full" />
        </div>
        <Skeleton className="h-6 w-1/2" />
      </div>
    </div>
  );
}
