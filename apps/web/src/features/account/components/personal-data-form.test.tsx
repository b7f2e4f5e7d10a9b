import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { issuesResponse, jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser, COMPLETE_PROFILE, userJson } from '@/test/test-user';
import { PersonalDataForm } from './personal-data-form';

afterEach(() => vi.unstubAllGlobals());

describe('PersonalDataForm', () => {
  it('fills in the stored data, masked', () => {
    renderWithApp(<PersonalDataForm user={activeUser(COMPLETE_PROFILE)} />);
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('15/03/1990');
    expect(screen.getByLabelText('Telefone celular')).toHaveValue('(34) 99876-5432');
    expect(screen.getByLabelText('Estado natal')).toHaveValue('MG');
    expect(screen.getByLabelText('Estado natal').querySelectorAll('option')).toHaveLength(28);
  });

  it('masks the birth date and refuses one that does not exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<PersonalDataForm user={activeUser()} />);

    await user.type(screen.getByLabelText('Data de nascimento'), '31021990');
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('31/02/1990');
    await user.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(
        'Data inválida: use uma data existente no formato dd/mm/aaaa',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires what the personal-data check needs when asked to', async () => {
    const user = userEvent.setup();
    renderWithApp(<PersonalDataForm user={activeUser()} requireComplete />);
    await user.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));
    expect(await screen.findByLabelText('Profissão')).toHaveAccessibleDescription('Informe a profissão');
    expect(screen.getByLabelText('Estado natal')).toHaveAccessibleDescription('Selecione o estado');
    expect(screen.getByLabelText('Telefone celular')).not.toHaveAttribute('aria-invalid');
  });

  it('saves only its own fields and updates the active user', async () => {
    const saved = activeUser({ ...COMPLETE_PROFILE });
    const fetchMock = stubFetch(async () => jsonResponse(200, userJson(saved)));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = renderWithApp(<PersonalDataForm user={activeUser()} onSaved={onSaved} />);

    await user.type(screen.getByLabelText('Data de nascimento'), '15031990');
    await user.type(screen.getByLabelText('Profissão'), 'Arquiteta');
    await user.type(screen.getByLabelText('Telefone celular'), '34998765432');
    await user.type(screen.getByLabelText('Cidade natal'), 'Uberlândia');
    await user.selectOptions(screen.getByLabelText('Estado natal'), 'MG');
    await user.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/me',
      method: 'PATCH',
      body: {
        name: 'Ana Souza',
        birthdate: '1990-03-15',
        hometown: 'Uberlândia',
        hometownState: 'MG',
        profession: 'Arquiteta',
        phone: '34998765432',
      },
    });
    expect(queryClient.getQueryData(queryKeys.me)).toMatchObject({ profession: 'Arquiteta' });
  });

  it('puts the API’s messages under the fields and keeps what was typed', async () => {
    stubFetch(async () =>
      issuesResponse([{ path: 'profession', message: 'Deve ter no máximo 120 caracteres' }], {
        message: 'Dados inválidos. Confira os campos informados.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PersonalDataForm user={activeUser()} />);

    await user.type(screen.getByLabelText('Profissão'), 'Engenheira');
    await user.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Profissão')).toHaveAccessibleDescription(
        'Deve ter no máximo 120 caracteres',
      ),
    );
    expect(screen.getByLabelText('Profissão')).toHaveValue('Engenheira');
    expect(screen.getByText('Há alterações não salvas nesta seção.')).toBeInTheDocument();
  });
});
