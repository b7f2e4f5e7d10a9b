import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviveDates } from '@/lib/date-fields';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { RENT_ID, rentalJson } from '@/test/test-rental';
import { ArrivalSection } from './arrival-section';
import { OccupantsSection } from './occupants-section';

afterEach(() => vi.unstubAllGlobals());

const SAVED = {
  id: '5f0c1b2a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Ana Beatriz Souza',
  birthdate: '1990-05-12',
  document: { type: 'CPF', number: '52998224725' },
  phone: null,
  isCustomer: true,
};

describe('Hóspedes', () => {
  it('says what is missing, then sends the people typed with the CPF masked and checked', async () => {
    const fetchMock = stubFetch(async (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, { items: [SAVED] }) : jsonResponse(200, { items: [] }),
    );
    const user = userEvent.setup();
    renderWithApp(
      <OccupantsSection rental={reviveDates(rentalJson({ status: 'RENTED', occupantsIds: [] }))} />,
    );
    expect(await screen.findByText('Cadastre quem vai se hospedar')).toBeInTheDocument();

    const card = await screen.findByRole('listitem', { name: 'Pessoa 1' });
    await user.type(within(card).getByLabelText(/Nome completo/), 'Ana Beatriz Souza');
    await user.type(within(card).getByLabelText(/Data de nascimento/), '12051990');
    const cpf = within(card).getByLabelText(/Número do CPF/);
    await user.type(cpf, '52998224724');
    expect(cpf).toHaveValue('529.982.247-24');
    await user.click(within(card).getByLabelText('Esta pessoa sou eu (titular da locação)'));
    await user.click(screen.getByRole('button', { name: 'Salvar hóspedes' }));
    expect(await within(card).findByText('CPF inválido: confira os dígitos')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar hóspedes' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = sentRequest(
      fetchMock,
      fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT'),
    );
    expect(put.url).toContain(`/rentals/${RENT_ID}/occupants`);
    expect(put.body).toEqual({
      items: [
        {
          name: 'Ana Beatriz Souza',
          birthdate: '1990-05-12',
          document: { type: 'CPF', number: '52998224725' },
          phone: null,
          isCustomer: true,
        },
      ],
    });
  });

  it('adds people up to the modality limit and removes them', async () => {
    stubFetch(async () => jsonResponse(200, { items: [SAVED] }));
    const user = userEvent.setup();
    renderWithApp(
      <OccupantsSection rental={reviveDates(rentalJson({ status: 'RENTED', occupantsIds: [SAVED.id] }))} />,
    );
    const card = await screen.findByRole('listitem', { name: 'Pessoa 1' });
    expect(within(card).getByLabelText(/Nome completo/)).toHaveValue('Ana Beatriz Souza');
    expect(within(card).getByLabelText(/Número do CPF/)).toHaveValue('529.982.247-25');
    expect(screen.queryByText('Cadastre quem vai se hospedar')).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Adicionar pessoa' });
    await user.click(add);
    expect(screen.getByRole('listitem', { name: 'Pessoa 2' })).toBeInTheDocument();
    // The test modality holds 2 people.
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover pessoa 2' }));
    expect(screen.queryByRole('listitem', { name: 'Pessoa 2' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal under the field", async () => {
    stubFetch(async (_url, init) =>
      init?.method === 'PUT'
        ? issuesResponse([{ path: 'items.0.name', message: 'Informe o nome completo' }])
        : jsonResponse(200, { items: [SAVED] }),
    );
    const user = userEvent.setup();
    renderWithApp(
      <OccupantsSection rental={reviveDates(rentalJson({ status: 'RENTED', occupantsIds: [SAVED.id] }))} />,
    );
    const card = await screen.findByRole('listitem', { name: 'Pessoa 1' });
    await user.type(within(card).getByLabelText(/Telefone/), '34998765432');
    await user.click(screen.getByRole('button', { name: 'Salvar hóspedes' }));
    expect(await within(card).findByText('Informe o nome completo')).toBeInTheDocument();
  });
});

describe('Chegada', () => {
  it('has one plate per booked spot and sends the time and the plates as on the car', async () => {
    const rental = rentalJson({ status: 'RENTED', carSpots: { common: 1, covered: 1 }, vehiclePlates: [] });
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, { ...rental, expectedArrivalTime: '15:30', vehiclePlates: ['ABC-1234'] }),
    );
    const user = userEvent.setup();
    renderWithApp(<ArrivalSection rental={reviveDates(rental)} />);
    const first = screen.getByLabelText(/Placa do carro 1/);
    expect(screen.getByLabelText(/Placa do carro 2/)).toBeInTheDocument();
    await user.type(first, 'abc1234');
    expect(first).toHaveValue('ABC-1234');
    await user.type(screen.getByLabelText(/Horário previsto de chegada/), '15:30');
    await user.click(screen.getByRole('button', { name: 'Salvar chegada' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock)).toMatchObject({
      method: 'PATCH',
      body: { expectedArrivalTime: '15:30', vehiclePlates: ['ABC-1234'] },
    });
  });

  it('refuses a bad plate without sending, and says when no spot was booked', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    const { unmount } = renderWithApp(
      <ArrivalSection
        rental={reviveDates(rentalJson({ status: 'RENTED', carSpots: { common: 1, covered: 0 } }))}
      />,
    );
    await user.type(screen.getByLabelText(/Placa do carro/), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Salvar chegada' }));
    expect(
      await screen.findByText('Placa inválida: use ABC-1234 ou o padrão Mercosul ABC1D23'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    renderWithApp(<ArrivalSection rental={reviveDates(rentalJson({ status: 'RENTED' }))} />);
    expect(screen.getByText('Sua locação não inclui vaga de garagem.')).toBeInTheDocument();
  });
});
