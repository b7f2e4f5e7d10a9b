import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuesResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { AcceptInvitationForAccountPage } from './accept-invitation-page';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'k3Jx9_Qw-ab12CD34ef56GH78ij90KL12mn34OP56qr';
const PATH = `/aceitar-convite?codigo=${CODE}`;

const passwordField = () => screen.findByLabelText('Senha da sua conta', { exact: false });

describe('AcceptInvitationForAccountPage (an address that already has an account)', () => {
  it('asks for the account’s own password, not a new one, and accepts with it and the link’s code', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderWithApp(<AcceptInvitationForAccountPage />, { path: PATH });

    expect(screen.getByRole('heading', { name: 'Aceitar convite' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha', { exact: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Redefina pelo e-mail' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    await waitFor(async () =>
      expect(await passwordField()).toHaveAccessibleDescription('Informe a senha da sua conta'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(await passwordField(), 'minha senha de sempre');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));

    expect(await screen.findByRole('heading', { name: 'Convite aceito!' })).toBeInTheDocument();
    expect(screen.getByText(/as sessões abertas da sua conta foram encerradas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar na administração' })).toHaveAttribute('href', '/login');
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/admin/staff/invitations/accept',
      method: 'POST',
      body: { code: CODE, password: 'minha senha de sempre' },
    });
  });

  it('keeps the form and says so when the password is not the account’s', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'password', message: 'Senha incorreta' }], {
        code: 'WRONG_PASSWORD',
        message:
          'Senha incorreta. Use a senha da sua conta na Estadia ou redefina-a em “Esqueci minha senha”.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AcceptInvitationForAccountPage />, { path: PATH });

    await user.type(await passwordField(), 'não é esta');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    await waitFor(async () => expect(await passwordField()).toHaveAccessibleDescription(/Senha incorreta/));
    expect(screen.queryByRole('heading', { name: 'Convite aceito!' })).toBeNull();
  });

  it('says the invitation is not valid when the API refuses the code, or the link has none', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'code', message: 'Convite inválido, já usado ou expirado.' }], {
        code: 'INVALID_INVITATION',
        message: 'Convite inválido, já usado ou expirado. Peça um novo convite.',
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<AcceptInvitationForAccountPage />, { path: PATH });
    await user.type(await passwordField(), 'minha senha de sempre');
    await user.click(screen.getByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByRole('heading', { name: 'Este convite não é mais válido' })).toHaveFocus();
    unmount();

    renderWithApp(<AcceptInvitationForAccountPage />, { path: '/aceitar-convite' });
    expect(screen.getByRole('heading', { name: 'Este convite não é mais válido' })).toBeInTheDocument();
  });
});
