import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { rentalJson } from '@/test/test-rental';
import { RENT_ID, renderBackOffice, rentalDetailJson } from '../rentals/test-support';
import { InspectionFormPage } from './inspection-form-page';

const FURNITURE = [
  { room: 'Sala', item: 'Sofá', quantity: 1 },
  { room: 'Sala', item: 'Cadeira', quantity: 2 },
  { room: 'Banheiro', item: 'Espelho', quantity: 1 },
];
const MOVE_IN = {
  id: '00000000-0000-4000-8000-0000000000aa',
  rentalId: RENT_ID,
  kind: 'MOVE_IN',
  createdDate: '2026-11-20T15:00:00.000Z',
  items: [
    { room: 'Sala', item: 'Sofá', condition: 'GOOD', photos: [] },
    { room: 'Banheiro', item: 'Espelho', condition: 'NEW', photos: [] },
  ],
  pdfUrl: `/api/admin/inspections/x/pdf`,
  contestDeadline: '2026-11-25T15:00:00.000Z',
};

function stubApi(inspections: object[], posted: object[]) {
  return stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse(201, { ...MOVE_IN, ...JSON.parse(String(init.body)) });
    }
    if (url.pathname.endsWith(`/admin/rentals/${RENT_ID}/inspections`))
      return jsonResponse(200, { items: inspections });
    if (url.pathname.endsWith(`/admin/rentals/${RENT_ID}`))
      return jsonResponse(
        200,
        rentalDetailJson({ rental: rentalJson({ status: 'RENTED', statusLabel: 'Alugado' }) }),
      );
    if (url.pathname.includes('/furniture')) return jsonResponse(200, { modalityId: 'm', items: FURNITURE });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Não encontrado.' });
  });
}

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('InspectionFormPage', () => {
  it('starts the move-in from the furniture and records it once every item has a condition', async () => {
    const posted: object[] = [];
    stubApi([], posted);
    const user = userEvent.setup();
    renderBackOffice(<InspectionFormPage />, {
      path: `/locacoes/${RENT_ID}/vistoria`,
      route: '/locacoes/:rentId/vistoria',
    });
    expect(await screen.findByRole('heading', { name: 'Vistoria de entrada' })).toBeInTheDocument();
    const sala = screen.getByRole('region', { name: 'Sala' });
    expect(within(sala).getByText('Cadeira (2)')).toBeInTheDocument();
    expect(within(sala).getAllByLabelText(/Tirar foto de/)[0]).toHaveAttribute('capture', 'environment');
    await user.click(screen.getByRole('button', { name: 'Registrar vistoria' }));
    expect(posted).toEqual([]);
    expect(screen.getAllByText('Escolha o estado do item')).toHaveLength(3);

    for (const group of screen.getAllByRole('group'))
      await user.click(within(group).getByLabelText('Bom estado'));
    fireEvent.change(screen.getByLabelText('Observações sobre Sofá'), {
      target: { value: 'Mancha no braço' },
    });
    await user.click(screen.getByRole('button', { name: 'Registrar vistoria' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          kind: 'MOVE_IN',
          items: [
            { room: 'Sala', item: 'Sofá', condition: 'GOOD', notes: 'Mancha no braço', photos: [] },
            { room: 'Sala', item: 'Cadeira (2)', condition: 'GOOD', photos: [] },
            { room: 'Banheiro', item: 'Espelho', condition: 'GOOD', photos: [] },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/locacoes/${RENT_ID}`));
  });

  it('has no axe violations', async () => {
    stubApi([], []);
    const { container } = renderBackOffice(<InspectionFormPage />, {
      path: `/locacoes/${RENT_ID}/vistoria`,
      route: '/locacoes/:rentId/vistoria',
    });
    await screen.findByRole('heading', { name: 'Vistoria de entrada' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('starts the move-out from the move-in and highlights what got worse', async () => {
    stubApi([MOVE_IN], []);
    const user = userEvent.setup();
    renderBackOffice(<InspectionFormPage />, {
      path: `/locacoes/${RENT_ID}/vistoria`,
      route: '/locacoes/:rentId/vistoria',
    });
    expect(await screen.findByRole('heading', { name: 'Vistoria de saída' })).toBeInTheDocument();
    const banheiro = screen.getByRole('region', { name: 'Banheiro' });
    await user.click(within(banheiro).getByLabelText('Danificado'));
    expect(within(banheiro).getByText('Pior que na entrada (entrada: novo)')).toBeInTheDocument();
  });
});
