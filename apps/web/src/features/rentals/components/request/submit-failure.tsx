import type { ApartmentSummary } from '@estadia/domain';
import { INVALID_RENTAL_MESSAGE } from '@estadia/domain';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { unavailableAlternatives } from '@/features/rentals/api/submit-rental';
import { errorMessage, isApiError, wasHandled } from '@/lib/api-error';
import { UnavailableApartment } from './unavailable-apartment';

/** What went wrong when sending, and the way out of it. */
export function SubmitFailure({
  error,
  changeDatesPath,
  completeProfileLink,
  onChooseApartment,
  isSwitching,
}: {
  error: unknown;
  changeDatesPath: string;
  completeProfileLink: string;
  onChooseApartment: (apartment: ApartmentSummary) => void;
  isSwitching: boolean;
}) {
  if (wasHandled(error)) return null;
  const alternatives = unavailableAlternatives(error);
  if (alternatives) {
    return (
      <UnavailableApartment
        message={errorMessage(error)}
        alternatives={alternatives}
        changeDatesPath={changeDatesPath}
        onChoose={onChooseApartment}
        isSwitching={isSwitching}
      />
    );
  }
  if (isApiError(error) && error.status === 409 && error.code === 'TOO_MANY_HOLDS') {
    return (
      <Alert tone="warning" title="Você já tem reservas aguardando pagamento">
        <p>{errorMessage(error)}</p>
        <TextLink to="/minhas-locacoes" className="mt-1 inline-block">
          Ver minhas locações
        </TextLink>
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 429) {
    return (
      <Alert tone="warning" title="Aguarde um pouco antes de enviar de novo">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 422 && error.code === 'PROFILE_INCOMPLETE') {
    return (
      <Alert tone="error" title="Seu cadastro está incompleto">
        <p>{errorMessage(error)}</p>
        <TextLink to={completeProfileLink} className="mt-1 inline-block">
          Completar cadastro
        </TextLink>
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 422) {
    return (
      <Alert tone="error" title={INVALID_RENTAL_MESSAGE}>
        {error.issues.length > 0 && (
          <ul className="list-disc pl-5">
            {error.issues.map((issue) => (
              <li key={`${issue.path}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        )}
        <TextLink to={changeDatesPath} className="mt-1 inline-block">
          Alterar a estadia
        </TextLink>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="Não foi possível enviar a solicitação">
      {errorMessage(error, 'Algo deu errado do nosso lado. Tente novamente em instantes.')}
    </Alert>
  );
}
