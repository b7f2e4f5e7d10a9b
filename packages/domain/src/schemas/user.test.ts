import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../dates/iso-date.ts';
import { user } from '../test-support/fixtures.ts';
import { addressSchema, permissionSchema, updateMeRequestSchema, userSchema } from './user.ts';

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('userSchema', () => {
  it('accepts the API user, nullable fields included', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('refuses a bad birthdate, state or post code', () => {
    expect(userSchema.safeParse({ ...user, birthdate: '10/05/1990' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, hometownState: 'XX' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...user.address, postCode: '123' }).success).toBe(false);
  });

  it('never carries a password hash', () => {
    expect(userSchema.parse({ ...user, passwordHash: 'x' })).not.toHaveProperty('passwordHash');
  });
});

describe('permissionSchema', () => {
  it('needs a known module', () => {
    expect(permissionSchema.parse({ module: 'DASH', controller: 'rentals', access: 'read' })).toBeTruthy();
    expect(permissionSchema.safeParse({ module: 'ADMIN' }).success).toBe(false);
  });
});

describe('updateMeRequestSchema', () => {
  it('accepts any subset of the editable fields and stores documents unmasked', () => {
    expect(
      updateMeRequestSchema.parse({
        name: ' Maria Souza ',
        phone: '(34) 99876-5432',
        cpfOrCnpj: '529.982.247-25',
        birthdate: '1990-05-10',
        hometownState: 'MG',
        address: { postCode: '38400-000', city: { stateInitials: 'MG' } },
      }),
    ).toEqual({
      name: 'Maria Souza',
      phone: '34998765432',
      cpfOrCnpj: '52998224725',
      birthdate: '1990-05-10',
      hometownState: 'MG',
      address: { postCode: '38400000', city: { stateInitials: 'MG' } },
    });
    expect(updateMeRequestSchema.parse({})).toEqual({});
  });

  it('accepts an alphanumeric CNPJ', () => {
    expect(updateMeRequestSchema.parse({ cpfOrCnpj: '12.abc.345/01de-35' }).cpfOrCnpj).toBe('12ABC34501DE35');
  });

  it('clears a field with null or an empty string', () => {
    expect(updateMeRequestSchema.parse({ phone: '', profession: '  ', cpfFileName: null })).toEqual({
      phone: null,
      profession: null,
      cpfFileName: null,
    });
  });

  it('refuses email, permissions, id and unknown keys', () => {
    expect(messages(updateMeRequestSchema.safeParse({ email: 'a@b.com' }))).toEqual([
      ': Campo não permitido: email',
    ]);
    expect(updateMeRequestSchema.safeParse({ permissions: [{ module: 'DASH' }] }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ id: user.id }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ address: { country: 'BR' } }).success).toBe(false);
  });

  it('checks the CPF/CNPJ digits, the phone, the states and the post code', () => {
    expect(messages(updateMeRequestSchema.safeParse({ cpfOrCnpj: '529.982.247-24' }))).toEqual([
      'cpfOrCnpj: CPF ou CNPJ inválido',
    ]);
    expect(messages(updateMeRequestSchema.safeParse({ phone: '99876-5432' }))).toEqual([
      'phone: Telefone inválido: informe o DDD e o número',
    ]);
    expect(messages(updateMeRequestSchema.safeParse({ rgIssuerState: 'ZZ' }))).toEqual([
      'rgIssuerState: UF inválida',
    ]);
    expect(messages(updateMeRequestSchema.safeParse({ address: { postCode: '3840' } }))).toEqual([
      'address.postCode: CEP inválido',
    ]);
  });

  it('wants a birthdate in the past', () => {
    expect(messages(updateMeRequestSchema.safeParse({ birthdate: todayIso() }))).toEqual([
      'birthdate: A data de nascimento deve estar no passado',
    ]);
    expect(updateMeRequestSchema.safeParse({ birthdate: addDays(todayIso(), 30) }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ birthdate: addDays(todayIso(), -1) }).success).toBe(true);
    expect(updateMeRequestSchema.safeParse({ birthdate: '1899-12-31' }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ birthdate: '2000-02-30' }).success).toBe(false);
  });

  it('bounds lengths and refuses an empty name', () => {
    expect(messages(updateMeRequestSchema.safeParse({ name: 'A' }))).toEqual([
      'name: Informe o nome completo',
    ]);
    expect(updateMeRequestSchema.safeParse({ name: null }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ profession: 'x'.repeat(121) }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ fathersFullName: 'x'.repeat(161) }).success).toBe(false);
  });

  it('accepts only plain file names for documents', () => {
    expect(updateMeRequestSchema.safeParse({ rgFileName: '7f3c2a-rg.pdf' }).success).toBe(true);
    expect(updateMeRequestSchema.safeParse({ rgFileName: '../etc/passwd' }).success).toBe(false);
    expect(updateMeRequestSchema.safeParse({ rgFileName: 'a/b.pdf' }).success).toBe(false);
  });
});
