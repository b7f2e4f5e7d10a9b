import { addDays, todayIso } from '@estadia/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { MaintenanceSection } from './maintenance-section';

vi.mock('@/lib/me/upload-document', () => ({
  uploadDocument: async (file: File) => ({ fileName: `aaaabbbbccccddddeeeeffff0000${file.name.length}.png` }),
}));

afterEach(() => vi.unstubAllGlobals());

const today = todayIso();
const now = new Date();
const request = (extra: object = {}) => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  rentalId: RENT_ID,
  category: 'PLUMBING',
  description: 'O chuveiro não esquenta.',
  urgency: 'URGENT',
  status: 'OPEN',
  photos: [],
  createdDate: now.toISOString(),
  dueAt: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
  overdue: false,
  resolvedAt: null,
  confirmedAt: null,
  assignee: null,
  history: [{ at: now.toISOString(), status: 'OPEN', assigneeName: null, byName: 'Carla' }],
  comments: [],
  ...extra,
});

function stubApi(items: object[], posted: { url: string; body: unknown }[] = []) {
  return stubFetch(async (url, init) => {
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return jsonResponse(201, items[0] ?? request());
    }
    return jsonResponse(200, { items });
  });
}

const duringStay = () =>
  reviveDates(rentalJson({ status: 'RENTED', startDate: addDays(today, -1), endDate: addDays(today, 2) }));

describe('Solicitações', () => {
  it('opens a request with a category, urgency, description and photos; refuses it incomplete', async () => {
    const posted: { url: string; body: unknown }[] = [];
    stubApi([], posted);
    const user = userEvent.setup();
    const { container } = renderWithApp(<MaintenanceSection rental={duringStay()} />);
    expect(await screen.findByText('Nenhuma solicitação até agora.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nova solicitação' }));

    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('Escolha a categoria')).toBeInTheDocument();
    expect(screen.getByText('Informe a descrição do problema')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.selectOptions(screen.getByLabelText(/Categoria/), 'Hidráulica');
    await user.click(screen.getByLabelText(/Urgente/));
    fireEvent.change(screen.getByLabelText(/Descrição/), { target: { value: 'O chuveiro não esquenta.' } });
    await user.upload(
      screen.getByLabelText(/^Fotos/),
      new File(['x'], 'chuveiro.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('chuveiro.png')).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: expect.stringContaining(`/api/rentals/${RENT_ID}/maintenance-requests`),
          body: {
            category: 'PLUMBING',
            urgency: 'URGENT',
            description: 'O chuveiro não esquenta.',
            photos: ['aaaabbbbccccddddeeeeffff000012.png'],
          },
        },
      ]),
    );
  });

  it('shows a request with its history and comments, and sends a comment', async () => {
    const posted: { url: string; body: unknown }[] = [];
    stubApi(
      [
        request({
          status: 'IN_PROGRESS',
          assignee: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Rui Reparos' },
          comments: [
            {
              id: '00000000-0000-4000-8000-0000000000d1',
              author: 'STAFF',
              authorName: 'Rui Reparos',
              text: 'Técnico a caminho.',
              photos: [],
              at: now.toISOString(),
            },
          ],
        }),
      ],
      posted,
    );
    const user = userEvent.setup();
    renderWithApp(<MaintenanceSection rental={duringStay()} />);
    const card = await screen.findByRole('article', { name: 'Hidráulica' });
    expect(within(card).getByText('Em andamento')).toBeInTheDocument();
    expect(within(card).getByText(/responsável: Rui Reparos/)).toBeInTheDocument();
    expect(within(card).getByText('Técnico a caminho.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Enviar comentário' }));
    expect(within(card).getByText('Escreva o seu comentário')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText(/Comentário sobre/), { target: { value: 'Obrigada!' } });
    await user.click(within(card).getByRole('button', { name: 'Enviar comentário' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: expect.stringContaining(
            '/api/maintenance-requests/00000000-0000-4000-8000-0000000000b1/comments',
          ),
          body: { text: 'Obrigada!', photos: [] },
        },
      ]),
    );
  });

  it('confirms or reopens a resolved request', async () => {
    const posted: { url: string; body: unknown }[] = [];
    stubApi([request({ status: 'RESOLVED', resolvedAt: now.toISOString() })], posted);
    const user = userEvent.setup();
    renderWithApp(<MaintenanceSection rental={duringStay()} />);
    const card = await screen.findByRole('article', { name: 'Hidráulica' });
    await user.click(within(card).getByRole('button', { name: 'Reabrir' }));
    expect(within(card).getByText('Conte o que continua com problema')).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.change(within(card).getByLabelText(/Comentário sobre/), {
      target: { value: 'Voltou a pingar.' },
    });
    await user.click(within(card).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() =>
      expect(posted.at(-1)?.body).toEqual({ text: 'Voltou a pingar.', photos: [], resolution: 'REOPEN' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Confirmar que foi resolvido' }));
    await waitFor(() =>
      expect(posted.at(-1)?.body).toEqual({
        text: 'Confirmo que foi resolvido.',
        photos: [],
        resolution: 'CONFIRM',
      }),
    );
  });

  it('opens requests only during the stay', async () => {
    stubApi([]);
    const after = reviveDates(
      rentalJson({ status: 'FINISHED', startDate: addDays(today, -10), endDate: addDays(today, -3) }),
    );
    renderWithApp(<MaintenanceSection rental={after} />);
    expect(await screen.findByText('Nenhuma solicitação até agora.')).toBeInTheDocument();
    expect(screen.getByText(/do dia do check-in ao dia do check-out/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova solicitação' })).toBeNull();
  });
});
