import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser, COMPLETE_PROFILE, userJson } from '@/test/test-user';
import { AddressForm } from './address-form';

afterEach(() => vi.unstubAllGlobals());

describe('AddressForm', () => {
  it('masks the CEP, reports an incomplete one and clears the message once fixed', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, userJson(activeUser(COMPLETE_PROFILE))));
    const user = userEvent.setup();
    renderWithApp(<AddressForm user={activeUser()} />);

    const cep = screen.getByLabelText('CEP');
    await user.type(cep, '38400');
    expect(cep).toHaveValue('38400');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(cep).toHaveAccessibleDescription('CEP inválido'));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(cep, '100');
    expect(cep).toHaveValue('38400-100');
    await waitFor(() => expect(cep).not.toHaveAttribute('aria-invalid'));

    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock).body).toEqual({
      address: {
        postCode: '38400100',
        street: null,
        number: null,
        complement: null,
        neighborhood: null,
        city: { name: null, stateInitials: null },
      },
    });
  });

  it('asks for every part of the address when required, the complement included', async () => {
    const user = userEvent.setup();
    renderWithApp(<AddressForm user={activeUser()} requireComplete />);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(await screen.findByLabelText('Complemento')).toHaveAccessibleDescription(
      /Informe o complemento \(sem complemento, escreva “Casa”\)/,
    );
    expect(screen.getByLabelText('Estado')).toHaveAccessibleDescription('Selecione o estado');
    expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription('Informe a cidade');
  });

  it('shows the API’s messages of nested fields under them', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'address.city.name', message: 'Deve ter no máximo 120 caracteres' }]),
    );
    const user = userEvent.setup();
    renderWithApp(<AddressForm user={activeUser()} />);
    await user.type(screen.getByLabelText('Cidade'), 'Uberlândia');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Cidade')).toHaveAccessibleDescription(
        'Deve ter no máximo 120 caracteres',
      ),
    );
  });
});
