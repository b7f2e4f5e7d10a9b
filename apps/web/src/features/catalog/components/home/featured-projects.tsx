import { CONTACT } from '@estadia/domain';
import { Link } from 'react-router';
import { ArrowRightIcon, BuildingIcon } from '@/components/ui/icons';
import { Container } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { StateMessage } from '@/components/ui/state-message';
import { useFeaturedProjects } from '@/features/catalog/api/use-featured-projects';
import { ProjectCard } from '../project-card';
import { PROJECT_LIST_ERROR, ProjectGridSkeleton } from '../project-list-states';
import { listPhotoPriority } from '../project-photo';

const FEATURED_COUNT = 6;

export function FeaturedProjects() {
  const projects = useFeaturedProjects();

  return (
    <section aria-labelledby="destaques-titulo" className="pt-12 pb-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="destaques-titulo" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Projetos em destaque
            </h2>
            <p className="mt-2 text-ink-muted">
              Apartamentos prontos para morar, perto do que importa na cidade.
            </p>
          </div>
          <Link
            to="/projetos"
            className="inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-ink hover:underline"
          >
            Ver todos os projetos
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>

        <div className="mt-8" aria-busy={projects.isPending}>
          <QueryState
            query={projects}
            error={PROJECT_LIST_ERROR}
            loading={<ProjectGridSkeleton count={3} />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <StateMessage
                icon={<BuildingIcon className="size-6" />}
                title="Nenhum projeto disponível no momento"
              >
                Novos apartamentos chegam em breve. Enquanto isso, fale com a gente pelo e-mail{' '}
                <a href={`mailto:${CONTACT.email}`} className="font-semibold text-brand-ink underline">
                  {CONTACT.email}
                </a>
                .
              </StateMessage>
            }
          >
            {(data) => (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.slice(0, FEATURED_COUNT).map((project, index) => (
                  <li key={project.id} className="flex">
                    <ProjectCard project={project} priority={listPhotoPriority(index)} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </Container>
    </section>
  );
}
