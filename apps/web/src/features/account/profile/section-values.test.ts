import { updateMeRequestSchema } from '@estadia/domain';
import { describe, expect, it, vi } from 'vitest';
import { nestErrors } from '@/lib/nested-errors';
import { activeUser, COMPLETE_PROFILE } from '@/test/test-user';
import { addressValuesOf, prepareAddress } from './address-values';
import { documentsValuesOf, prepareDocuments } from './documents-values';
import { personalDataValuesOf, preparePersonalData } from './personal-data-values';

describe('personal data', () => {
  it('shows the stored values the way people type them', () => {
    expect(personalDataValuesOf(activeUser(COMPLETE_PROFILE))).toEqual({
      name: 'Ana Souza',
      birthdate: '15/03/1990',
      hometown: 'Uberlândia',
      hometownState: 'MG',
      profession: 'Arquiteta',
      phone: '(34) 99876-5432',
    });
  });

  it('sends only its own fields, the date as YYYY-MM-DD and blanks as null', () => {
    const { input, errors } = preparePersonalData({
      name: 'Ana Souza',
      birthdate: '15/03/1990',
      hometown: '  ',
      hometownState: '',
      profession: 'Arquiteta',
      phone: '(34) 99876-5432',
    });
    expect(errors).toEqual({});
    expect(input).toEqual({
      name: 'Ana Souza',
      birthdate: '1990-03-15',
      hometown: null,
      hometownState: null,
      profession: 'Arquiteta',
      phone: '(34) 99876-5432',
    });
    expect(updateMeRequestSchema.parse(input)).toMatchObject({
      birthdate: '1990-03-15',
      phone: '34998765432',
    });
  });

  it('refuses a date that does not exist or is not dd/mm/aaaa', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const values = personalDataValuesOf(activeUser());
    expect(preparePersonalData({ ...values, birthdate: '31/02/1990' }).errors.birthdate).toBe(
      'Data inválida: use uma data existente no formato dd/mm/aaaa',
    );
    expect(preparePersonalData({ ...values, birthdate: '15/03' }).errors.birthdate).toBeDefined();
  });

  it('asks for everything the completeness check needs when required', () => {
    const { errors } = preparePersonalData(personalDataValuesOf(activeUser()), { requireComplete: true });
    expect(Object.keys(errors).sort()).toEqual(['birthdate', 'hometown', 'hometownState', 'profession']);
  });
});

describe('documents', () => {
  it('round-trips the stored documents, CPF masked for people and plain for the API', () => {
    const values = documentsValuesOf(activeUser(COMPLETE_PROFILE));
    expect(values.cpfOrCnpj).toBe('529.982.247-25');
    const { input } = prepareDocuments(values);
    expect(updateMeRequestSchema.parse(input)).toEqual({
      rg: 'MG-12.345.678',
      rgIssuer: 'SSP',
      rgIssuerState: 'MG',
      cpfOrCnpj: '52998224725',
      fathersFullName: 'José Souza',
      mothersFullName: 'Maria Souza',
      cpfFileName: '0123456789abcdef0123456789abcdef.pdf',
      rgFileName: 'fedcba9876543210fedcba9876543210.png',
    });
  });

  it('asks for both files when required', () => {
    const { errors } = prepareDocuments(
      { ...documentsValuesOf(activeUser(COMPLETE_PROFILE)), cpfFileName: '', rgFileName: '' },
      { requireComplete: true },
    );
    expect(errors).toEqual({
      cpfFileName: 'Envie o documento do CPF',
      rgFileName: 'Envie o documento do RG',
    });
  });
});

describe('address', () => {
  it('sends the address as one nested object, the CEP without the mask', () => {
    const values = addressValuesOf(activeUser(COMPLETE_PROFILE));
    expect(values.address.postCode).toBe('38400-100');
    expect(updateMeRequestSchema.parse(prepareAddress(values).input)).toEqual({
      address: {
        postCode: '38400100',
        street: 'Avenida Rondon Pacheco',
        number: '1000',
        complement: 'Apto 12',
        neighborhood: 'Centro',
        city: { name: 'Uberlândia', stateInitials: 'MG' },
      },
    });
  });

  it('names missing nested fields by their path', () => {
    const { errors } = prepareAddress(addressValuesOf(activeUser()), { requireComplete: true });
    expect(Object.keys(errors)).toContain('address.city.stateInitials');
    expect(errors['address.complement']).toBe('Informe o complemento (sem complemento, escreva “Casa”)');
  });
});

describe('nestErrors', () => {
  it('turns dotted paths into the nested errors react-hook-form keeps', () => {
    const error = { type: 'validation', message: 'CEP inválido' };
    const state = { type: 'validation', message: 'Selecione o estado' };
    expect(
      nestErrors({ 'address.postCode': error, 'address.city.stateInitials': state, name: error }),
    ).toEqual({
      address: { postCode: error, city: { stateInitials: state } },
      name: error,
    });
  });
});
