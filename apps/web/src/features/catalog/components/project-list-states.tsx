import { PROJECT_SKELETON_KEYS, ProjectCardSkeleton } from './project-card';

/** The card grid's placeholder while the projects load (home and /projetos share it). */
export function ProjectGridSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        Carregando projetos
      </span>
      {PROJECT_SKELETON_KEYS.slice(0, count).map((key) => (
        <ProjectCardSkeleton key={key} />
      ))}
    </div>
  );
}

/** What a failed project list says (home and /projetos), above its retry that keeps the page. */
export const PROJECT_LIST_ERROR = {
  title: 'Não foi possível carregar os projetos',
  fallback: 'Verifique sua conexão com a internet e tente novamente.',
};
