import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';

/**
 * Shown when the customer came here from a booking (`?redirect=`): the request is kept, and this is
 * the way back to it. Saving the last pending section also goes back on its own.
 */
export function ReturnToRequest({ to, complete }: { to: string; complete: boolean }) {
  return (
    <Alert
      tone={complete ? 'success' : 'info'}
      title={complete ? 'Cadastro completo' : 'Sua solicitação continua salva'}
      className="mt-6"
    >
      <p>
        {complete
          ? 'Tudo pronto para seguir com a sua solicitação.'
          : 'Complete as seções pendentes: ao salvar a última, voltamos para a sua solicitação.'}
      </p>
      <ButtonLink to={to} size="sm" variant={complete ? 'primary' : 'secondary'} className="mt-3">
        Voltar para a solicitação
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    </Alert>
  );
}
