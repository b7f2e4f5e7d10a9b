import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithApp } from '@/test/render';
import { SubmitFailure } from './submit-failure';

const TOO_MANY_HOLDS_MESSAGE =
  'Você já tem 3 reservas com noites garantidas e ainda sem pagamento. Conclua o pagamento de uma delas, ' +
  'ou cancele a que não for usar, para enviar uma nova.';

function renderFailure(error: unknown) {
  return renderWithApp(
    <SubmitFailure
      error={error}
      changeDatesPath="/projetos"
      completeProfileLink="/dados-pessoais"
      onChooseApartment={() => {}}
      isSwitching={false}
    />,
  );
}

describe('SubmitFailure', () => {
  it('explains the limit of unpaid holds and leads to the customer’s rentals', async () => {
    renderFailure(
      new ApiError(409, { statusCode: 409, code: 'TOO_MANY_HOLDS', message: TOO_MANY_HOLDS_MESSAGE }),
    );
    expect(await screen.findByText('Você já tem reservas aguardando pagamento')).toBeInTheDocument();
    expect(screen.getByText(TOO_MANY_HOLDS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas locações' })).toHaveAttribute(
      'href',
      '/minhas-locacoes',
    );
    expect(screen.queryByText('Não foi possível enviar a solicitação')).not.toBeInTheDocument();
  });

  it('asks to wait when the submissions are rate limited, with the time from the API', async () => {
    const message =
      'Você enviou muitas solicitações de reserva em pouco tempo. Aguarde 12 minutos e tente de novo.';
    renderFailure(new ApiError(429, { statusCode: 429, code: 'RATE_LIMITED', message }));
    expect(await screen.findByText('Aguarde um pouco antes de enviar de novo')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
