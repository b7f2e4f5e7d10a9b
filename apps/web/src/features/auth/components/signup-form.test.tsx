import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { prepareSignup, SignupForm } from './signup-form';

afterEach(() => vi.unstubAllGlobals());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
  await user.type(screen.getByLabelText('Telefone celular'), '34998765432');
  await user.type(screen.getByLabelText('CPF ou CNPJ (opcional)'), '52998224725');
  await user.type(screen.getByLabelText('Senha', { exact: true }), 'varanda-azul-na-serra');
  await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
}

describe('prepareSignup', () => {
  const values = {
    name: 'Ana',
    email: 'ana@exemplo.com',
    phone: '',
    cpfOrCnpj: '',
    password: 'x',
    acceptTerms: false,
  };

  it('requires the phone and the terms, and leaves an empty CPF/CNPJ out', () => {
    const { input, errors } = prepareSignup(values);
    expect(errors).toEqual({
      phone: 'Informe o telefone com DDD',
      acceptTerms: 'Para criar a conta, aceite os termos de uso e a política de privacidade',
    });
    expect(input).toEqual({
      name: 'Ana',
      email: 'ana@exemplo.com',
      password: 'x',
      phone: undefined,
      cpfOrCnpj: undefined,
    });
  });
});

describe('SignupForm', () => {
  it('shows every problem under its field and sends nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);

    await user.type(screen.getByLabelText('CPF ou CNPJ (opcional)'), '11111111111');
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'curta');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome completo'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail');
    expect(screen.getByLabelText('Telefone celular')).toHaveAccessibleDescription(
      'Com DDD. Informe o telefone com DDD',
    );
    expect(screen.getByLabelText('CPF ou CNPJ (opcional)')).toHaveAccessibleDescription(
      'Pode informar depois. CPF ou CNPJ inválido',
    );
    expect(screen.getByLabelText('Senha', { exact: true })).toHaveAccessibleDescription(
      /A senha deve ter pelo menos 8 caracteres/,
    );
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toHaveAccessibleDescription(
      'Para criar a conta, aceite os termos de uso e a política de privacidade',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('masks the phone and the CPF while typing and hints at the password strength', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);
    await user.type(screen.getByLabelText('Telefone celular'), '34998765432');
    await user.type(screen.getByLabelText('CPF ou CNPJ (opcional)'), '52998224725');
    expect(screen.getByLabelText('Telefone celular')).toHaveValue('(34) 99876-5432');
    expect(screen.getByLabelText('CPF ou CNPJ (opcional)')).toHaveValue('529.982.247-25');

    const password = screen.getByLabelText('Senha', { exact: true });
    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('Muito curta: faltam 5 caracteres');
    await user.type(password, 'defghijkl');
    expect(password).toHaveAccessibleDescription('Força da senha: Boa');
  });

  it('creates the account with the digits only and keeps the token for this tab', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(201, { token: 'novo-token' }));
    const onSignedUp = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSignedUp={onSignedUp} />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const { url, body } = sentRequest(fetchMock);
    expect(url).toBe('/api/auth/signup');
    expect(body).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      password: 'varanda-azul-na-serra',
      phone: '34998765432',
      cpfOrCnpj: '52998224725',
    });
    expect(window.sessionStorage.getItem('accessToken')).toBe('novo-token');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('says the e-mail is taken on the field, with ways to log in or recover', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'email', message: 'Já existe uma conta com este e-mail.' }], {
        status: 409,
        code: 'EMAIL_TAKEN',
        message: 'Já existe uma conta com este e-mail.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Já existe uma conta com este e-mail.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Entre na sua conta' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'recupere sua senha' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
  });

  it('shows a weak password refused by the API on the password field', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'password', message: 'Essa senha é muito comum. Escolha outra.' }], {
        code: 'WEAK_PASSWORD',
        message: 'Essa senha é muito comum. Escolha outra.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<SignupForm onSignedUp={vi.fn()} />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Senha', { exact: true })).toHaveAccessibleDescription(
        /Essa senha é muito comum\. Escolha outra\./,
      ),
    );
  });
});
