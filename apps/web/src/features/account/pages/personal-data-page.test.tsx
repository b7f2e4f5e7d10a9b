import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser, COMPLETE_PROFILE, userJson } from '@/test/test-user';
import { PersonalDataPage } from './personal-data-page';

const BOOKING = '/locacao/solicitacao/apt-1?etapa=dados';
const pageFor = (redirect: string) => `/dados-pessoais?redirect=${encodeURIComponent(redirect)}`;

beforeEach(() => window.sessionStorage.setItem('accessToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

/** The API for a user who only lacks `missing`: GET /api/me answers it, PATCH answers `afterSave`. */
function serveUser(missing: Partial<typeof COMPLETE_PROFILE>, afterSave = activeUser(COMPLETE_PROFILE)) {
  return stubFetch(async (_url, init) =>
    jsonResponse(
      200,
      userJson(init?.method === 'PATCH' ? afterSave : activeUser({ ...COMPLETE_PROFILE, ...missing })),
    ),
  );
}

async function saveProfession(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Profissão'), 'Arquiteta');
  await user.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));
}

describe('PersonalDataPage with a way back', () => {
  it('offers the way back and returns to the booking once a save completes the profile', async () => {
    const fetchMock = serveUser({ profession: null });
    const user = userEvent.setup();
    const { router } = renderWithApp(<PersonalDataPage />, { path: pageFor(BOOKING) });

    expect(await screen.findByRole('link', { name: 'Voltar para a solicitação' })).toHaveAttribute(
      'href',
      BOOKING,
    );
    await saveProfession(user);

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(BOOKING),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true);
  });

  it('stays while another section is still pending', async () => {
    const stillNoAddress = activeUser({ ...COMPLETE_PROFILE, address: activeUser().address });
    const fetchMock = serveUser({ profession: null, address: activeUser().address }, stillNoAddress);
    const user = userEvent.setup();
    const { router } = renderWithApp(<PersonalDataPage />, { path: pageFor(BOOKING) });

    await saveProfession(user);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    expect(await screen.findByText('Perfil 2 de 3 completo')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dados-pessoais');
  });

  it('keeps the way back in the links to each section', async () => {
    serveUser({ profession: null });
    renderWithApp(<PersonalDataPage />, { path: pageFor(BOOKING) });
    expect(await screen.findByRole('link', { name: /Documentos/ })).toHaveAttribute(
      'href',
      `${pageFor(BOOKING)}#documentos`,
    );
  });

  it.each(['//malicioso.example', 'https://malicioso.example/x', '/\\malicioso.example', '/login'])(
    'ignores a way back to %s',
    async (target) => {
      serveUser({ profession: null });
      const user = userEvent.setup();
      const { router } = renderWithApp(<PersonalDataPage />, { path: pageFor(target) });

      await saveProfession(user);
      expect(await screen.findByText('Perfil 3 de 3 completo')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Voltar para a solicitação' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dados-pessoais');
    },
  );

  it('is a plain profile page without a way back', async () => {
    serveUser({});
    renderWithApp(<PersonalDataPage />, { path: '/dados-pessoais' });
    expect(await screen.findByText('Perfil 3 de 3 completo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voltar para a solicitação' })).not.toBeInTheDocument();
  });
});
