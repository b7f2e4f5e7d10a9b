import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLoginToken } from '@/lib/session';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { MyDataSection } from './my-data-section';

beforeAll(() => polyfillDialog());

let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  saved = [];
  saveLoginToken('token-da-sessao', true);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:meus-dados', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const openDeletion = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  return screen.getByRole('dialog', { name: 'Excluir minha conta' });
};

describe('MyDataSection', () => {
  it('downloads the JSON copy of the data with the dated file name', async () => {
    const fetchMock = stubFetch(
      async () =>
        new Response('{"profile":{}}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'content-disposition': 'attachment' },
        }),
    );
    const user = userEvent.setup();
    renderWithApp(<MyDataSection />);

    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toMatch(/^meus-dados-estadia-\d{4}-\d{2}-\d{2}\.json$/);
    expect(sentRequest(fetchMock)).toMatchObject({ url: '/api/me/export', method: 'GET' });
  });

  it('explains what is erased and what the law keeps, and needs the password before calling the API', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<MyDataSection />);

    const dialog = await openDeletion(user);
    expect(within(dialog).getByRole('heading', { name: 'O que apagamos' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(/por 5 anos \(Código Civil e Código Tributário Nacional\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/6 meses \(Marco Civil da Internet\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Sua senha')).toHaveAccessibleDescription('Digite a sua senha'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong password on its field and the reason a stay blocks the deletion', async () => {
    const answers = [
      issuesResponse([{ path: 'password', message: 'A senha está incorreta.' }], {
        code: 'WRONG_PASSWORD',
        message: 'A senha está incorreta.',
      }),
      jsonResponse(409, {
        statusCode: 409,
        code: 'ACCOUNT_HAS_ACTIVE_STAY',
        message: 'Você tem uma locação em andamento (10/12/2026 a 15/12/2026, pagamento aprovado).',
      }),
    ];
    stubFetch(async () => answers.shift()!);
    const user = userEvent.setup();
    renderWithApp(<MyDataSection />);

    const dialog = await openDeletion(user);
    const password = within(dialog).getByLabelText('Sua senha');
    await user.type(password, 'senha errada');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('A senha está incorreta.'));

    await user.clear(password);
    await user.type(password, 'senha certa');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ainda não é possível excluir a conta');
    expect(alert).toHaveTextContent('Você tem uma locação em andamento (10/12/2026 a 15/12/2026');
    expect(Object.values(window.localStorage).join()).toContain('token-da-sessao');
  });

  it('deletes the account, ends the session and goes home', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    const { router } = renderWithApp(<MyDataSection />, { path: '/dados-pessoais' });

    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText('Sua senha'), 'minha senha');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/me',
      method: 'DELETE',
      body: { password: 'minha senha' },
    });
    expect(Object.values(window.localStorage).join()).not.toContain('token-da-sessao');
    expect(Object.values(window.sessionStorage).join()).not.toContain('token-da-sessao');
  });
});
