import { describe, expect, it } from 'vitest';
import {
  isAddressComplete,
  isDocumentDataComplete,
  isPersonalDataComplete,
  isProfileComplete,
  missingProfileSections,
  type ProfileFields,
} from './completeness.ts';

const complete: ProfileFields = {
  name: 'Maria da Silva',
  birthdate: '1990-05-10',
  hometown: 'Uberlândia',
  hometownState: 'MG',
  profession: 'Engenheira',
  rg: 'MG-12.345.678',
  rgIssuer: 'SSP',
  rgIssuerState: 'MG',
  cpfOrCnpj: '52998224725',
  fathersFullName: 'José da Silva',
  mothersFullName: 'Ana da Silva',
  cpfFileName: 'cpf.pdf',
  rgFileName: 'rg.pdf',
  address: {
    street: 'Av. Rondon Pacheco',
    number: '1000',
    complement: 'Apto 101',
    postCode: '38400000',
    neighborhood: 'Santa Mônica',
    city: { name: 'Uberlândia', stateInitials: 'MG' },
  },
};

describe('isPersonalDataComplete', () => {
  it('needs name, birthdate, hometown, its state and profession', () => {
    expect(isPersonalDataComplete(complete)).toBe(true);
    for (const field of ['name', 'birthdate', 'hometown', 'hometownState', 'profession'] as const) {
      expect(isPersonalDataComplete({ ...complete, [field]: null })).toBe(false);
      expect(isPersonalDataComplete({ ...complete, [field]: '  ' })).toBe(false);
    }
    expect(isPersonalDataComplete(null)).toBe(false);
  });
});

describe('isDocumentDataComplete', () => {
  it('needs RG data, CPF/CNPJ, parents and both files', () => {
    expect(isDocumentDataComplete(complete)).toBe(true);
    const fields = [
      'rg',
      'rgIssuer',
      'rgIssuerState',
      'cpfOrCnpj',
      'fathersFullName',
      'mothersFullName',
      'cpfFileName',
      'rgFileName',
    ] as const;
    for (const field of fields) {
      expect(isDocumentDataComplete({ ...complete, [field]: undefined })).toBe(false);
    }
  });
});

describe('isAddressComplete', () => {
  it('needs every address field, the complement included', () => {
    expect(isAddressComplete(complete)).toBe(true);
    for (const field of ['street', 'number', 'complement', 'postCode', 'neighborhood'] as const) {
      expect(isAddressComplete({ ...complete, address: { ...complete.address, [field]: '' } })).toBe(false);
    }
    expect(
      isAddressComplete({ ...complete, address: { ...complete.address, city: { name: 'Uberlândia' } } }),
    ).toBe(false);
    expect(isAddressComplete({ ...complete, address: { ...complete.address, city: null } })).toBe(false);
    expect(isAddressComplete({ ...complete, address: null })).toBe(false);
  });
});

describe('missingProfileSections', () => {
  it('names the sections to fill in, in Portuguese', () => {
    expect(missingProfileSections(complete)).toEqual([]);
    expect(missingProfileSections({ ...complete, profession: null, rgFileName: null })).toEqual([
      'Dados pessoais',
      'Documentos',
    ]);
    expect(missingProfileSections({})).toEqual(['Dados pessoais', 'Documentos', 'Endereço']);
  });

  it('drives isProfileComplete', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, address: null })).toBe(false);
  });
});
