import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuesResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => vi.unstubAllGlobals());

const invalidCode = () =>
  issuesResponse([{ path: 'passwordResetCode', message: 'Código inválido ou expirado.' }], {
    code: 'INVALID_RESET_CODE',
    message: 'Código inválido ou expirado.',
  });

function calls(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))]);
}

describe('ResetPasswordForm', () => {
  it('checks a code from the link right away, then resets the password', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordForm initialCode="ABCD-EFGH" onDone={onDone} />);

    const password = await screen.findByLabelText('Nova senha', { exact: true });
    await user.type(password, 'nova-senha-forte');
    await user.type(screen.getByLabelText('Confirme a nova senha', { exact: true }), 'nova-senha-diferente');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Confirme a nova senha', { exact: true })).toHaveAccessibleDescription(
        'As senhas não conferem',
      ),
    );

    await user.clear(screen.getByLabelText('Confirme a nova senha', { exact: true }));
    await user.type(screen.getByLabelText('Confirme a nova senha', { exact: true }), 'nova-senha-forte');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls(fetchMock)).toEqual([
      ['/api/auth/validate_password_reset_code', { passwordResetCode: 'ABCD-EFGH' }],
      ['/api/auth/reset_password', { passwordResetCode: 'ABCD-EFGH', password: 'nova-senha-forte' }],
    ]);
  });

  it('says clearly when a typed code is not valid', async () => {
    stubFetch(async () => invalidCode());
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordForm initialCode="" onDone={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Código')).toHaveAccessibleDescription(/Informe o código/),
    );

    await user.type(screen.getByLabelText('Código'), 'XXXX-YYYY');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Código')).toHaveAccessibleDescription(
        /Código inválido ou expirado\. Confira o e-mail ou peça um novo código\./,
      ),
    );
    expect(screen.getByRole('link', { name: 'Pedir um novo código' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
    expect(screen.getByLabelText('Código')).toHaveValue('XXXX-YYYY');
  });

  it('goes back to the code when it expired before the new password was sent', async () => {
    stubFetch()
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(invalidCode());
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordForm initialCode="ABCD-EFGH" onDone={vi.fn()} />);

    await user.type(await screen.findByLabelText('Nova senha', { exact: true }), 'nova-senha-forte');
    await user.type(screen.getByLabelText('Confirme a nova senha', { exact: true }), 'nova-senha-forte');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Código')).toHaveAccessibleDescription(/Código inválido ou expirado/),
    );
  });
});
