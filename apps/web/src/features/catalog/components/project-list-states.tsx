import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
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

/** What a failed project list shows: the reason and a retry that keeps the page. */
export function ProjectListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateMessage
      tone="error"
      icon={<AlertIcon className="size-6" />}
      title="Não foi possível carregar os projetos"
      action={
        <Button variant="secondary" onClick={onRetry} isLoading={retrying}>
          Tentar novamente
        </Button>
      }
    >
      Verifique sua conexão com a internet e tente novamente.
    </StateMessage>
  );
}
