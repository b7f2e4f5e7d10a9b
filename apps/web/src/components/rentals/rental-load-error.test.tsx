import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-error';
import { renderWithApp } from '@/test/render';
import { RentalLoadError } from './rental-load-error';

describe('RentalLoadError', () => {
  it('leads another account’s rental (404) back to Minhas locações, with no retry', async () => {
    const rental = {
      error: new ApiError(404, { code: 'RENTAL_NOT_FOUND' }),
      isFetching: false,
      refetch: vi.fn(),
    };
    renderWithApp(<RentalLoadError rental={rental} />);
    expect(await screen.findByText('Locação não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas locações' })).toHaveAttribute(
      'href',
      '/minhas-locacoes',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('offers to try again when the connection failed', async () => {
    const rental = { error: new NetworkError(), isFetching: false, refetch: vi.fn() };
    renderWithApp(<RentalLoadError rental={rental} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a locação');
    expect(alert).toHaveTextContent('Verifique sua conexão com a internet e tente novamente.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(rental.refetch).toHaveBeenCalledOnce();
  });
});
