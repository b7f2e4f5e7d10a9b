import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RecoverPasswordForm } from './recover-password-form';

afterEach(() => vi.unstubAllGlobals());

describe('RecoverPasswordForm', () => {
  it('validates the e-mail, then always shows the same confirmation', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderWithApp(<RecoverPasswordForm />);

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido'),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('E-mail'), 'exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(
      await screen.findByText('Se houver uma conta com esse e-mail, enviamos um código', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Já tenho o código' })).toHaveAttribute(
      'href',
      '/redefinir-senha',
    );
    const { url, body } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/request_password_reset');
    expect(body).toEqual({ email: 'ana@exemplo.com' });
  });
});
