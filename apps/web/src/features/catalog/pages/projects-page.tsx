import { compareNames, formatBrDate, pluralize } from '@estadia/domain';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { BuildingIcon } from '@/components/ui/icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
import { useProjects } from '../api/get-projects';
import { selectionSearch } from '../booking/selection-from-search';
import { ProjectCard } from '../components/project-card';
import { PROJECT_LIST_ERROR, ProjectGridSkeleton } from '../components/project-list-states';
import { listPhotoPriority } from '../components/project-photo';
import { ProjectLocations } from '../components/projects/project-locations';
import { ProjectsFilters, type ProjectsFilterValue } from '../components/projects/projects-filters';
import { projectQueryFilters, readProjectFilters } from '../project-filters';

function toSearch(filters: ProjectsFilterValue): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.city) search.city = filters.city;
  if (filters.start && filters.end) {
    search.start = filters.start;
    search.end = filters.end;
  }
  return search;
}

function uniqueCities(projects: readonly { city: { name: string } }[]): string[] {
  return [...new Set(projects.map((project) => project.city.name))].sort(compareNames);
}

export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProjectFilters(searchParams);
  const projects = useProjects(projectQueryFilters(filters));
  const allProjects = useProjects();
  const isFiltered = Boolean(filters.city || filters.start);
  const cardSearch =
    filters.start && filters.end ? selectionSearch({ start: filters.start, end: filters.end }) : '';
  const dates =
    filters.start && filters.end ? `${formatBrDate(filters.start)} a ${formatBrDate(filters.end)}` : null;

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Projetos"
        intro="Conheça nossos empreendimentos e escolha o apartamento ideal para a sua estadia, curta ou longa."
      />
      <div className="mt-8">
        <ProjectsFilters
          cities={uniqueCities(allProjects.data?.items ?? [])}
          value={filters}
          onChange={(next) => setSearchParams(toSearch(next))}
        />
      </div>

      <div className="mt-8" aria-busy={projects.isPending}>
        <QueryState
          query={projects}
          error={PROJECT_LIST_ERROR}
          loading={<ProjectGridSkeleton count={6} />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <StateMessage
              icon={<BuildingIcon className="size-6" />}
              title={
                dates
                  ? 'Nenhum projeto com apartamento livre nessas datas'
                  : filters.city
                    ? `Nenhum projeto encontrado em ${filters.city}`
                    : 'Nenhum projeto disponível no momento'
              }
              action={isFiltered ? <ButtonLink to="/projetos">Ver todos os projetos</ButtonLink> : undefined}
            >
              {isFiltered ? 'Tente outras datas ou outra cidade.' : 'Novos apartamentos chegam em breve.'}
            </StateMessage>
          }
        >
          {(data) => (
            <>
              <p className="mb-4 text-sm text-ink-muted" role="status">
                {pluralize(data.items.length, 'projeto')}
                {filters.city ? ` em ${filters.city}` : ''}
                {dates ? ` com apartamento livre de ${dates}` : ''}
              </p>
              {/* The cards' names are h3: this keeps the outline in order (h1, h2, h3) for screen readers. */}
              <h2 className="sr-only">Lista de projetos</h2>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.map((project, index) => (
                  <li key={project.id} className="flex">
                    <ProjectCard project={project} priority={listPhotoPriority(index)} search={cardSearch} />
                  </li>
                ))}
              </ul>
              <ProjectLocations projects={data.items} />
            </>
          )}
        </QueryState>
      </div>
    </Container>
  );
}
