import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/status-icons';
import { FullPageMessage } from './full-page-message';

/** Unexpected failures while showing a page, e.g. a page's code that could not be downloaded. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <FullPageMessage
      icon={<AlertIcon className="size-7" />}
      title="Algo deu errado"
      actions={
        <>
          <Button size="lg" onClick={() => window.location.reload()}>
            Atualizar página
          </Button>
          <a
            href="/home"
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-brand-ink hover:bg-surface-muted"
          >
            Ir para o início
          </a>
        </>
      }
    >
      <p>
        Não foi possível exibir esta página. Atualize a página; se o problema continuar, tente novamente em
        alguns minutos.
      </p>
      {isRouteErrorResponse(error) && (
        <p className="mt-2 text-sm text-ink-subtle">
          {error.status} {error.statusText}
        </p>
      )}
    </FullPageMessage>
  );
}
