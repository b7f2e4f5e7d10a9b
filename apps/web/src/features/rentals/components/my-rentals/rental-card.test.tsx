import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { paymentJson, rentalJson } from '@/test/test-rental';
import { RentalCard } from './rental-card';

beforeAll(polyfillDialog);
beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

/** A paragraph whose whole text is `text` (its amounts are spans of their own, kept whole on a line). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('RentalCard', () => {
  it('shows a paid stay with its access code, files and timeline', async () => {
    const rented = rentalJson({
      status: 'RENTED',
      statusLabel: 'Pagamento aprovado',
      accessCode: '482913',
      access: {
        code: '482913',
        validFrom: '2026-03-14T17:00:00.000Z',
        validUntil: '2026-03-20T15:00:00.000Z',
      },
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
    expect(screen.getByText('Válido de 14/03/2026 às 14:00 até 20/03/2026 às 12:00')).toBeInTheDocument();
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
    expect(
      await screen.findByText(paragraph('Você pagou R$ 954,00; será devolvido R$ 954,00.')),
    ).toBeInTheDocument();
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

  it('shows the whole monthly plan: paid, issued with its line and PDF, and scheduled months', async () => {
    const month = (number: number, status: 'PAID' | 'PENDING' | 'SCHEDULED', dueDate: string) =>
      paymentJson({
        id: `month-${number}`,
        paymentType: 'BANK_SLIP_MONTHLY',
        installment: { number, count: 3 },
        amountCents: 315_833,
        status,
        dueDate,
        paidDate: status === 'PAID' ? '2026-03-02T13:00:00.000Z' : null,
        bankSlip:
          status === 'SCHEDULED'
            ? undefined
            : {
                digitableLine: '23793381286000000000300000000401184340000315833',
                barcode: '2'.repeat(44),
                pdfUrl: '/x.pdf',
              },
      });
    const rented = rentalJson({
      status: 'RENTED',
      accessCode: '482913',
      paymentType: 'BANK_SLIP_MONTHLY',
      holdExpiresAt: null,
      contract: { signedAt: '2026-03-01T13:00:00.000Z', sha256: 'a'.repeat(64) },
      payments: [
        month(1, 'PAID', '2026-03-03'),
        month(2, 'PENDING', '2026-04-02'),
        month(3, 'SCHEDULED', '2026-05-02'),
      ],
    });
    const user = userEvent.setup();
    renderWithApp(<RentalCard rental={reviveDates(rented)} />);

    expect(screen.getByText(/Boletos pagos: 1 de 3/)).toHaveTextContent('Próximo: 02/04/2026');
    await user.click(screen.getByRole('button', { name: 'Ver todos os boletos' }));
    expect(screen.getByText('Agendado')).toBeInTheDocument();
    expect(
      screen.getByText('Vence em 02/05/2026 · emitido e enviado por e-mail perto do vencimento'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vencimento 03/03/2026 · pago em 02/03/2026')).toBeInTheDocument();
    // Only the issued, unpaid month has a line to copy and a PDF.
    expect(
      screen.getByRole('button', { name: 'Copiar a linha digitável do boleto 2/3' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF do boleto 2/3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /boleto 3\/3/ })).not.toBeInTheDocument();
  });

  it('offers the withdrawal of a paid stay with its full refund, and shows a refusal', async () => {
    const now = Date.now();
    const signedAt = new Date(now - 2 * 86_400_000).toISOString();
    const startDate = new Date(now + 20 * 86_400_000).toISOString().slice(0, 10);
    stubFetch(async (url, init) => {
      if (url.endsWith('/cancellation-preview')) {
        return jsonResponse(200, {
          paidCents: 95_400,
          refundCents: 95_400,
          rule: 'Desistência em até 7 dias da assinatura, antes do check-in: devolução integral.',
        });
      }
      if (url.endsWith('/cancel') && init?.method === 'POST') {
        return jsonResponse(409, {
          statusCode: 409,
          code: 'WITHDRAWAL_PERIOD_OVER',
          message: 'O prazo de 7 dias para desistir terminou.',
        });
      }
      return jsonResponse(404, { code: 'NOT_FOUND' });
    });
    const rented = rentalJson({
      status: 'RENTED',
      accessCode: '482913',
      holdExpiresAt: null,
      startDate,
      contract: { signedAt, sha256: 'a'.repeat(64) },
      payments: [paymentJson({ status: 'PAID' })],
    });
    const user = userEvent.setup();
    renderWithApp(<RentalCard rental={reviveDates(rented)} />);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(
      await screen.findByText(paragraph('Você pagou R$ 954,00; será devolvido R$ 954,00.')),
    ).toBeInTheDocument();
    expect(screen.getByText('Direito de arrependimento')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Outro' }));
    await user.type(screen.getByLabelText(/Detalhes/), 'Mudança de planos');
    await user.click(screen.getByRole('button', { name: 'Cancelar locação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O prazo de 7 dias para desistir terminou.');
  });

  it('offers no cancellation once the withdrawal period is over', () => {
    const rented = rentalJson({
      status: 'RENTED',
      accessCode: '482913',
      holdExpiresAt: null,
      startDate: '2999-01-10',
      contract: { signedAt: '2026-03-01T13:00:00.000Z', sha256: 'a'.repeat(64) },
      payments: [paymentJson({ status: 'PAID' })],
    });
    renderWithApp(<RentalCard rental={reviveDates(rented)} />);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('leads a paid stay to its page, saying when the guests are still missing', () => {
    const rented = rentalJson({ status: 'RENTED', accessCode: '482913', occupantsIds: [] });
    const { unmount } = renderWithApp(<RentalCard rental={reviveDates(rented)} />);
    expect(screen.getByRole('link', { name: 'Hóspedes e chegada' })).toHaveAttribute(
      'href',
      `/minhas-locacoes/${rented.id}`,
    );
    expect(screen.getByText(/Falta informar quem vai se hospedar/)).toBeInTheDocument();
    unmount();
    renderWithApp(<RentalCard rental={reviveDates({ ...rented, occupantsIds: [rented.id] })} />);
    expect(screen.queryByText(/Falta informar quem vai se hospedar/)).not.toBeInTheDocument();
  });

  it('shows a refund on its way with when it was asked for, then when it arrived', async () => {
    const cancelled = (payment: Parameters<typeof paymentJson>[0]) =>
      rentalJson({
        status: 'CANCELLED',
        holdExpiresAt: null,
        cancellation: { reason: 'MISTOOK_RESERVATION', details: null, refundCents: 95_400 },
        payments: [paymentJson(payment)],
      });
    const user = userEvent.setup();
    const { rerender } = renderWithApp(
      <RentalCard
        rental={reviveDates(
          cancelled({ status: 'REFUND_PENDING', refundRequestedDate: '2026-03-04T15:00:00.000Z' }),
        )}
      />,
    );
    expect(
      screen.getByText('Estorno de R$ 954,00 em andamento, na mesma forma de pagamento usada.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Estorno solicitado em 04/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Estorno em andamento')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver andamento' }));
    expect(screen.getByText('Solicitado em 04/03/2026 às 12:00')).toBeInTheDocument();

    rerender(
      <RentalCard
        rental={reviveDates(
          cancelled({
            status: 'REFUNDED',
            refundRequestedDate: '2026-03-04T15:00:00.000Z',
            refundedDate: '2026-03-06T15:00:00.000Z',
          }),
        )}
      />,
    );
    expect(
      screen.getByText('Valor devolvido: R$ 954,00, na mesma forma de pagamento usada.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Estornado em 06/03/2026')).toBeInTheDocument();
    if (screen.queryByRole('button', { name: 'Ver andamento' })) {
      await user.click(screen.getByRole('button', { name: 'Ver andamento' }));
    }
    expect(screen.getByText('Valor estornado')).toBeInTheDocument();
  });
});
