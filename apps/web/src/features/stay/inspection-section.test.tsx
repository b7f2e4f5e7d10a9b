import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { InspectionSection } from './inspection-section';

afterEach(() => vi.unstubAllGlobals());

const recorded = new Date(Date.now() - 3_600_000);
const inspection = (kind: 'MOVE_IN' | 'MOVE_OUT', extra: object = {}) => ({
  id: kind === 'MOVE_IN' ? '00000000-0000-4000-8000-0000000000a1' : '00000000-0000-4000-8000-0000000000a2',
  rentalId: RENT_ID,
  kind,
  createdDate: recorded.toISOString(),
  items: [
    {
      room: 'Sala',
      item: 'Sofá',
      condition: 'GOOD',
      notes: 'Mancha no braço',
      photos: ['aaaabbbbccccddddeeeeffff00001111.jpg'],
    },
    { room: 'Banheiro', item: 'Espelho', condition: kind === 'MOVE_IN' ? 'NEW' : 'DAMAGED', photos: [] },
  ],
  pdfUrl: '/api/inspections/x/pdf',
  contestDeadline: new Date(recorded.getTime() + 5 * 86_400_000).toISOString(),
  ...extra,
});

function stubApi(items: object[], posted: object[] = []) {
  return stubFetch(async (url, init) => {
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, {
        ...items[0],
        acknowledgement: { agreed: false, comments: [], at: new Date().toISOString() },
      });
    }
    if (url.includes('/photos/'))
      return new Response(new Blob(['x'], { type: 'image/jpeg' }), { status: 200 });
    return jsonResponse(200, { items });
  });
}

const rental = () => reviveDates(rentalJson({ status: 'RENTED' }));

describe('Vistoria', () => {
  it('says the inspection comes with the keys while there is none', async () => {
    stubApi([]);
    renderWithApp(<InspectionSection rental={rental()} />);
    expect(await screen.findByText(/aparece aqui quando a nossa equipe a registrar/)).toBeInTheDocument();
  });

  it('shows the move-in room by room and sends the contested items with their comments', async () => {
    const posted: { url: string; body: unknown }[] = [];
    stubApi([inspection('MOVE_IN')], posted);
    const user = userEvent.setup();
    const { container } = renderWithApp(<InspectionSection rental={rental()} />);
    const sala = await screen.findByRole('region', { name: 'Vistoria de entrada: Sala' });
    expect(within(sala).getByText('Mancha no braço')).toBeInTheDocument();
    expect(await within(sala).findByRole('img', { name: 'Sofá, foto 1' })).toBeInTheDocument();
    expect(screen.getByText(/^Responda até/)).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const banheiro = screen.getByRole('region', { name: 'Vistoria de entrada: Banheiro' });
    await user.click(within(banheiro).getByLabelText('Contestar este item'));
    await user.click(screen.getByRole('button', { name: 'Enviar contestação (1 item)' }));
    expect(screen.getByText('Diga o que está diferente neste item')).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.change(within(banheiro).getByLabelText('O que está diferente em Espelho'), {
      target: { value: 'Já estava trincado' },
    });
    await user.click(screen.getByRole('button', { name: 'Enviar contestação (1 item)' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: expect.stringContaining('/inspections/00000000-0000-4000-8000-0000000000a1/acknowledgement'),
          body: { agreed: false, comments: [{ itemIndex: 1, text: 'Já estava trincado' }] },
        },
      ]),
    );
  });

  it('shows the move-out beside the move-in, what got worse marked, and no answer after the deadline', async () => {
    const old = new Date(Date.now() - 6 * 86_400_000);
    stubApi([
      inspection('MOVE_IN', {
        createdDate: old.toISOString(),
        contestDeadline: new Date(old.getTime() + 5 * 86_400_000).toISOString(),
        acknowledgement: { agreed: true, comments: [], at: old.toISOString() },
      }),
      inspection('MOVE_OUT'),
    ]);
    renderWithApp(<InspectionSection rental={rental()} />);
    const banheiro = await screen.findByRole('region', { name: 'Vistoria de saída: Banheiro' });
    expect(within(banheiro).getByText('Entrada: novo')).toBeInTheDocument();
    expect(within(banheiro).getByText('Danificado')).toBeInTheDocument();
    expect(screen.getByText(/^Você concordou em/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Concordo com a vistoria' })).toHaveLength(1);
  });
});
