import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  id: '5f0c6a58-3f3c-4c1e-9a55-0d5c8d1f2b11',
  email: 'ana@exemplo.com',
  name: 'Ana Souza',
  permissions: [{ module: 'WEB' }],
};

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, { remember = false } = {}) {
  await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
  await user.type(screen.getByLabelText('Senha', { exact: true }), 'varanda-azul');
  if (remember) await user.click(screen.getByLabelText('Lembrar de mim'));
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it('asks for the e-mail and the password without calling the API', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail'),
    );
    expect(screen.getByLabelText('Senha', { exact: true })).toHaveAccessibleDescription('Informe a senha');

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the token for this tab only, unless asked to remember', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { token: 'token-1', user: USER }));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);

    await fillAndSubmit(user);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(window.sessionStorage.getItem('accessToken')).toBe('token-1');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    const { url, body } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/login');
    expect(body).toEqual({ email: 'ana@exemplo.com', password: 'varanda-azul' });
  });

  it('with “Lembrar de mim”, keeps the token in localStorage', async () => {
    stubFetch(async () => jsonResponse(200, { token: 'token-2', user: USER }));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);

    await fillAndSubmit(user, { remember: true });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(window.localStorage.getItem('accessToken')).toBe('token-2');
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('says the e-mail or password is wrong, keeping what was typed', async () => {
    stubFetch(async () =>
      jsonResponse(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas.' }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);

    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('shows the API’s message when there were too many attempts', async () => {
    stubFetch(async () =>
      jsonResponse(429, {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);

    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de login. Tente novamente em 15 minutos.',
    );
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginForm onLoggedIn={vi.fn()} />);
    const password = screen.getByLabelText('Senha', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'true');
  });
});
