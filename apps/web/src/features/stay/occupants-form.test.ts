import { describe, expect, it } from 'vitest';
import { emptyOccupant, occupantFieldsOf, occupantsResolver } from './occupants-form';

async function resolve(items: ReturnType<typeof emptyOccupant>[]) {
  return occupantsResolver({ items }, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the occupants form', () => {
  it('sends ISO dates, documents without their mask and no empty phone', async () => {
    const result = await resolve([
      {
        name: 'Ana Souza',
        birthdate: '12/05/1990',
        document: { type: 'CPF', number: '529.982.247-25' },
        phone: '',
        isCustomer: true,
      },
    ]);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      items: [
        {
          name: 'Ana Souza',
          birthdate: '1990-05-12',
          document: { type: 'CPF', number: '52998224725' },
          phone: null,
          isCustomer: true,
        },
      ],
    });
  });

  it('says under each field what is wrong, the CPF check digits included', async () => {
    const result = await resolve([
      {
        ...emptyOccupant(),
        name: 'Ana',
        birthdate: '31/02/1990',
        document: { type: 'CPF', number: '529.982.247-24' },
      },
      { ...emptyOccupant(), name: '', birthdate: '' },
    ]);
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([path, error]) => [path, (error as { message: string }).message]),
    );
    expect(messages).toMatchObject({
      'items.0.birthdate': 'Data inválida: use uma data existente no formato dd/mm/aaaa',
      'items.0.document.number': 'CPF inválido: confira os dígitos',
      'items.1.name': 'Informe o nome completo',
      'items.1.birthdate': 'Informe a data de nascimento',
    });
  });

  it('shows a saved person with masks and dd/MM/yyyy', () => {
    expect(
      occupantFieldsOf({
        id: '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10',
        name: 'Ana Souza',
        birthdate: new Date(1990, 4, 12),
        document: { type: 'CPF', number: '52998224725' },
        phone: '34998765432',
        isCustomer: false,
      }),
    ).toEqual({
      name: 'Ana Souza',
      birthdate: '12/05/1990',
      document: { type: 'CPF', number: '529.982.247-25' },
      phone: '(34) 99876-5432',
      isCustomer: false,
    });
  });
});
