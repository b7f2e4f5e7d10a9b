import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { BuildingIcon, CloseIcon } from '../../../components/ui/icons';
import { Container, PageHeader } from '../../../components/ui/page-header';
import { StateMessage } from '../../../components/ui/state-message';
import { AlertIcon } from '../../../components/ui/status-icons';
import { useProjects } from '../api/get-projects';
import {
  ProjectCard,
  ProjectCardSkeleton,
  PROJECT_SKELETON_KEYS as SKELETON_KEYS,
} from '../components/project-card';

export function ProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const city = searchParams.get('city')?.trim() || undefined;
  const projects = useProjects(city ? { city } : {});

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Projetos"
        intro="Conheça nossos empreendimentos e escolha o apartamento ideal para a sua estadia, curta ou longa."
      />
      {city && (
        <div className="mt-6 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>Mostrando resultados para</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 font-semibold text-brand-ink">
            {city}
            <button
              type="button"
              onClick={() => setSearchParams({})}
              className="rounded-full p-1 hover:bg-brand/15"
              aria-label={`Remover o filtro ${city}`}
            >
              <CloseIcon className="size-3.5" />
            </button>
          </span>
        </div>
      )}
      <div className="mt-8" aria-busy={projects.isPending}>
        {projects.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only" role="status">
              Carregando projetos
            </span>
            {SKELETON_KEYS.slice(0, 6).map((key) => (
              <ProjectCardSkeleton key={key} />
            ))}
          </div>
        ) : projects.isError ? (
          <StateMessage
            tone="error"
            icon={<AlertIcon className="size-6" />}
            title="Não foi possível carregar os projetos"
            action={
              <Button variant="secondary" onClick={() => projects.refetch()} isLoading={projects.isFetching}>
                Tentar novamente
              </Button>
            }
          >
            Verifique sua conexão com a internet e tente novamente.
          </StateMessage>
        ) : projects.data.items.length === 0 ? (
          <StateMessage
            icon={<BuildingIcon className="size-6" />}
            title={city ? `Nenhum projeto encontrado em ${city}` : 'Nenhum projeto disponível no momento'}
            action={city ? <ButtonLink to="/projetos">Ver todos os projetos</ButtonLink> : undefined}
          >
            {city
              ? 'Tente outra localização ou veja todos os projetos.'
              : 'Novos apartamentos chegam em breve.'}
          </StateMessage>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.data.items.map((project, index) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
