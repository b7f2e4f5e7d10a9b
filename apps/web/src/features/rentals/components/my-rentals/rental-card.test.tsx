import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '../../../../lib/date-fields';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { paymentJson, rentalJson } from '../../test-rental';
import { RentalCard } from './rental-card';

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('RentalCard', () => {
  it('shows a paid stay with its access code, files and timeline', async () => {
    const rented = rentalJson({
      status: 'RENTED',
      statusLabel: 'Pagamento aprovado',
      accessCode: '482913',
      holdExpiresAt: null,
      payments: [paymentJson({ status: 'PAID', receiptUrl: '/api/payments/p1/receipt' })],
      milestones: {
        submittedAt: '2026-03-01T12:00:00.000Z',
        approvedAt: '2026-03-01T12:00:05.000Z',
        signedAt: '2026-03-01T13:00:00.000Z',
        paidAt: '2026-03-01T13:05:00.000Z',
        finishedAt: null,
        cancelledAt: null,
      },
    });
    const user = userEvent.setup();
    renderWithApp(<RentalCard rental={reviveDates(rented)} />);

    expect(screen.getByText('Pagamento aprovado')).toBeInTheDocument();
    expect(screen.getByText('482913')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar ao calendário' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recibo (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contrato assinado (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Ver andamento' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar andamento' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('01/03/2026 às 10:05')).toBeInTheDocument();
    expect(screen.getByText('Próxima etapa')).toBeInTheDocument();
    expect(screen.getByText('Estadia encerrada')).toBeInTheDocument();
  });

  it('shows the hold of an unpaid rental and leads to its payment', () => {
    renderWithApp(
      <RentalCard rental={reviveDates(rentalJson({ holdExpiresAt: '2999-01-01T15:00:00.000Z' }))} />,
    );
    expect(screen.getByText(/Reservado para você até/)).toHaveTextContent('01/01/2999 às 12:00');
    expect(screen.getByRole('link', { name: 'Realizar pagamento' })).toHaveAttribute(
      'href',
      '/locacao/pagamento/0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10',
    );
  });

  it('shows what cancelling refunds before confirming, and the refund once cancelled', async () => {
    stubFetch(async (url) =>
      url.endsWith('/cancellation-preview')
        ? jsonResponse(200, {
            paidCents: 95_400,
            refundCents: 95_400,
            rule: 'Cancelamento antes da aprovação do pagamento: devolução integral do valor pago.',
          })
        : jsonResponse(404, { code: 'NOT_FOUND' }),
    );
    const user = userEvent.setup();
    const { rerender } = renderWithApp(<RentalCard rental={reviveDates(rentalJson())} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Você pagou R$ 954,00; será devolvido R$ 954,00.')).toBeInTheDocument();
    expect(
      screen.getByText('Cancelamento antes da aprovação do pagamento: devolução integral do valor pago.'),
    ).toBeInTheDocument();

    const cancelled = rentalJson({
      status: 'CANCELLED',
      holdExpiresAt: null,
      cancellation: { reason: 'MISTOOK_RESERVATION', details: null, refundCents: 95_400 },
    });
    rerender(<RentalCard rental={reviveDates(cancelled)} />);
    expect(screen.getByText('Pré-locação cancelada')).toBeInTheDocument();
    expect(
      screen.getByText('Valor devolvido: R$ 954,00, na mesma forma de pagamento usada.'),
    ).toBeInTheDocument();
  });
});
