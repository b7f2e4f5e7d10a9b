import { ButtonLink } from '@/components/ui/button';
import { BuildingIcon } from '@/components/ui/icons';
import { StateMessage } from '@/components/ui/state-message';
import { AlertIcon } from '@/components/ui/status-icons';
import { isApiError } from '@/lib/api-error';
import { UnitSkeleton } from './unit-skeleton';

export interface UnitLoadTexts {
  /** Title when the API answers 404. */
  missingTitle: string;
  /** What to do about the missing thing. */
  missingHint: string;
  /** Title for any other failure (network, server). */
  failedTitle: string;
}

/**
 * The unit screen before its data arrives: the skeleton while the query loads, then a not-found or a
 * failure message, both pointing back to the projects.
 */
export function UnitLoadState({ error, texts }: { error: unknown; texts: UnitLoadTexts }) {
  if (!error) return <UnitSkeleton />;
  const missing = isApiError(error) && error.status === 404;
  return (
    <StateMessage
      tone={missing ? 'neutral' : 'error'}
      icon={missing ? <BuildingIcon className="size-6" /> : <AlertIcon className="size-6" />}
      title={missing ? texts.missingTitle : texts.failedTitle}
      action={<ButtonLink to="/projetos">Ver todos os projetos</ButtonLink>}
    >
      {missing ? texts.missingHint : 'Verifique sua conexão com a internet e tente novamente.'}
    </StateMessage>
  );
}
