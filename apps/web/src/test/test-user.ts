import type { ActiveUser } from '../lib/me/get-me';

/** A logged-in user for the account tests: an empty profile unless overridden. */
export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return {
    id: '5f0c6a58-3f3c-4c1e-9a55-0d5c8d1f2b11',
    email: 'ana@exemplo.com',
    name: 'Ana Souza',
    phone: null,
    birthdate: null,
    hometown: null,
    hometownState: null,
    profession: null,
    rg: null,
    rgIssuer: null,
    rgIssuerState: null,
    cpfOrCnpj: null,
    fathersFullName: null,
    mothersFullName: null,
    cpfFileName: null,
    rgFileName: null,
    address: {
      street: null,
      number: null,
      complement: null,
      postCode: null,
      neighborhood: null,
      city: { name: null, stateInitials: null },
    },
    permissions: [{ module: 'WEB' }],
    createdDate: new Date('2025-01-10T12:00:00Z'),
    updatedDate: new Date('2025-01-10T12:00:00Z'),
    ...overrides,
  };
}

/** The same user as the API answers it (dates as text). */
export function userJson(user: ActiveUser): Record<string, unknown> {
  const birthdate = user.birthdate
    ? `${user.birthdate.getFullYear()}-${String(user.birthdate.getMonth() + 1).padStart(2, '0')}-${String(
        user.birthdate.getDate(),
      ).padStart(2, '0')}`
    : null;
  return {
    ...user,
    birthdate,
    createdDate: user.createdDate instanceof Date ? user.createdDate.toISOString() : user.createdDate,
    updatedDate: user.updatedDate instanceof Date ? user.updatedDate.toISOString() : user.updatedDate,
  };
}

export const COMPLETE_PROFILE: Partial<ActiveUser> = {
  birthdate: new Date(1990, 2, 15),
  hometown: 'Uberlândia',
  hometownState: 'MG',
  profession: 'Arquiteta',
  phone: '34998765432',
  rg: 'MG-12.345.678',
  rgIssuer: 'SSP',
  rgIssuerState: 'MG',
  cpfOrCnpj: '52998224725',
  fathersFullName: 'José Souza',
  mothersFullName: 'Maria Souza',
  cpfFileName: '0123456789abcdef0123456789abcdef.pdf',
  rgFileName: 'fedcba9876543210fedcba9876543210.png',
  address: {
    street: 'Avenida Rondon Pacheco',
    number: '1000',
    complement: 'Apto 12',
    postCode: '38400100',
    neighborhood: 'Centro',
    city: { name: 'Uberlândia', stateInitials: 'MG' },
  },
};
