import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { AcceptInvitationPage } from './accept-invitation-page';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'k3Jx9_Qw-ab12CD34ef56GH78ij90KL12mn34OP56qr';

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password: string, again = password) {
  await user.type(await screen.findByLabelText('Nova senha', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirme a nova senha', { exact: true }), again);
  await user.click(screen.getByRole('button', { name: 'Definir senha' }));
}

describe('AcceptInvitationPage', () => {
  it('says the invitation is not valid when the link has no code, and asks nothing', () => {
    const fetchMock = stubFetch();
    renderWithApp(<AcceptInvitationPage />, { path: '/definir-senha' });

    expect(screen.getByRole('heading', { name: 'Este convite não é mais válido' })).toBeInTheDocument();
    expect(screen.getByText(/Peça a um administrador/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha', { exact: true })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with the code of the link, then leads to the login', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderWithApp(<AcceptInvitationPage />, { path: `/definir-senha?codigo=${CODE}` });

    await choosePassword(user, 'senha-da-equipe-2026', 'outra-senha-2026');
    await waitFor(() =>
      expect(screen.getByLabelText('Confirme a nova senha', { exact: true })).toHaveAccessibleDescription(
        'As senhas não conferem',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirme a nova senha', { exact: true }));
    await user.type(screen.getByLabelText('Confirme a nova senha', { exact: true }), 'senha-da-equipe-2026');
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));

    expect(await screen.findByRole('heading', { name: 'Senha definida!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na administração' })).toHaveAttribute('href', '/login');
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/admin/staff/invitations/accept',
      method: 'POST',
      body: { code: CODE, password: 'senha-da-equipe-2026' },
    });
  });

  it('says the invitation is not valid when the API refuses the code', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'code', message: 'Convite inválido, já usado ou expirado.' }], {
        code: 'INVALID_INVITATION',
        message: 'Convite inválido, já usado ou expirado. Peça um novo convite.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AcceptInvitationPage />, { path: `/definir-senha?codigo=${CODE}` });

    await choosePassword(user, 'senha-da-equipe-2026');
    expect(await screen.findByRole('heading', { name: 'Este convite não é mais válido' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  });

  it('keeps the form and shows why a weak password was refused', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'password', message: 'Essa senha é muito comum. Escolha outra.' }], {
        code: 'WEAK_PASSWORD',
        message: 'Essa senha é muito comum. Escolha outra.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AcceptInvitationPage />, { path: `/definir-senha?codigo=${CODE}` });

    await choosePassword(user, 'password123');
    await waitFor(() =>
      expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveAccessibleDescription(
        /Essa senha é muito comum\. Escolha outra\./,
      ),
    );
  });

  it('shows a refusal for too many attempts above the form', async () => {
    stubFetch(async () =>
      jsonResponse(429, {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas. Aguarde 15 minutos e tente de novo.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AcceptInvitationPage />, { path: `/definir-senha?codigo=${CODE}` });

    await choosePassword(user, 'senha-da-equipe-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde 15 minutos e tente de novo.',
    );
  });
});
