import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuesResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(name, { exact: true });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again: string) {
  await user.type(field('Senha atual'), current);
  await user.type(field('Nova senha'), next);
  await user.type(field('Confirme a nova senha'), again);
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('ChangePasswordForm', () => {
  it('checks the confirmation and that the new password differs, before calling the API', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);

    await fill(user, 'senha-antiga-1', 'senha-antiga-1', 'outra-coisa');
    await waitFor(() =>
      expect(field('Confirme a nova senha')).toHaveAccessibleDescription('As senhas não conferem'),
    );
    expect(field('Nova senha')).toHaveAccessibleDescription(/A nova senha deve ser diferente da atual/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field and keeps what was typed', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'currentPassword', message: 'A senha atual está incorreta.' }], {
        code: 'WRONG_PASSWORD',
        message: 'A senha atual está incorreta.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);

    await fill(user, 'senha-errada', 'nova-senha-forte', 'nova-senha-forte');
    await waitFor(() =>
      expect(field('Senha atual')).toHaveAccessibleDescription('A senha atual está incorreta.'),
    );
    expect(field('Nova senha')).toHaveValue('nova-senha-forte');
  });

  it('changes the password and clears the form', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />);

    await fill(user, 'senha-antiga-1', 'nova-senha-forte', 'nova-senha-forte');
    await waitFor(() => expect(field('Senha atual')).toHaveValue(''));
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/me/password',
      method: 'PATCH',
      body: {
        currentPassword: 'senha-antiga-1',
        newPassword: 'nova-senha-forte',
      },
    });
  });
});
