import { userSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../test/sample-files.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const getMe = (user: TestUser) =>
  testApp.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
const patchMe = (user: TestUser, payload: unknown) =>
  testApp.app.inject({ method: 'PATCH', url: '/api/me', headers: user.headers, payload: payload as object });

async function upload(user: TestUser): Promise<string> {
  const { payload, contentType } = multipartBody(samplePdf(), { filename: 'cpf.pdf' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().fileName;
}

const fullProfile = {
  name: 'Maria Aparecida da Silva',
  phone: '(34) 99876-5432',
  birthdate: '1990-05-10',
  hometown: 'Uberlândia',
  hometownState: 'MG',
  profession: 'Engenheira',
  rg: 'MG-12.345.678',
  rgIssuer: 'SSP',
  rgIssuerState: 'MG',
  cpfOrCnpj: '529.982.247-25',
  fathersFullName: 'José da Silva',
  mothersFullName: 'Aparecida da Silva',
  address: {
    street: 'Avenida Segismundo Pereira',
    number: '1000',
    complement: 'Apto 301',
    postCode: '38408-100',
    neighborhood: 'Santa Mônica',
    city: { name: 'Uberlândia', stateInitials: 'MG' },
  },
};

describe('GET /api/me', () => {
  it('answers every field of the user object, and nothing secret', async () => {
    const user = await signUpUser(testApp.app, { name: 'Maria da Silva' });
    const response = await getMe(user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(userSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      email: user.email,
      name: 'Maria da Silva',
      phone: null,
      birthdate: null,
      cpfFileName: null,
      address: { street: null, city: { name: null, stateInitials: null } },
      permissions: [],
    });
    expect(body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(body.updatedDate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(response.body).not.toMatch(/hash|scrypt|password/i);
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('PATCH /api/me', () => {
  it('validates and stores every field, normalised, and answers the merged user', async () => {
    const user = await signUpUser(testApp.app);
    const response = await patchMe(user, fullProfile);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      ...fullProfile,
      phone: '34998765432',
      cpfOrCnpj: '52998224725',
      address: { ...fullProfile.address, postCode: '38408100' },
    });
    expect(await (await getMe(user)).json()).toEqual(body);
  });

  it('merges: absent fields stay, null clears, the address merges field by field', async () => {
    const user = await signUpUser(testApp.app);
    await patchMe(user, fullProfile);
    const response = await patchMe(user, {
      profession: null,
      address: { complement: '', city: { name: 'Araguari' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: fullProfile.name,
      profession: null,
      hometown: 'Uberlândia',
      address: {
        street: 'Avenida Segismundo Pereira',
        number: '1000',
        complement: null,
        neighborhood: 'Santa Mônica',
        city: { name: 'Araguari', stateInitials: 'MG' },
      },
    });
  });

  it('moves updatedDate forward and keeps createdDate', async () => {
    const user = await signUpUser(testApp.app);
    const before = (await getMe(user)).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = (await patchMe(user, { profession: 'Arquiteta' })).json();
    expect(after.createdDate).toBe(before.createdDate);
    expect(Date.parse(after.updatedDate)).toBeGreaterThan(Date.parse(before.updatedDate));
  });

  it.each([
    ['a CPF with wrong check digits', { cpfOrCnpj: '529.982.247-24' }, 'cpfOrCnpj'],
    ['a CNPJ with wrong check digits', { cpfOrCnpj: '11.222.333/0001-80' }, 'cpfOrCnpj'],
    ['an unknown state', { hometownState: 'XX' }, 'hometownState'],
    [
      'an unknown address state',
      { address: { city: { stateInitials: 'ZZ' } } },
      'address.city.stateInitials',
    ],
    ['a bad CEP', { address: { postCode: '1234' } }, 'address.postCode'],
    ['a bad phone', { phone: '123' }, 'phone'],
    ['a birth date in the future', { birthdate: '2999-01-01' }, 'birthdate'],
    ['a birth date that does not exist', { birthdate: '1990-02-30' }, 'birthdate'],
    ['a name too long', { name: 'x'.repeat(121) }, 'name'],
    ['a file name with a path', { cpfFileName: '../../etc/passwd' }, 'cpfFileName'],
    ['permissions', { permissions: [{ module: 'DASH' }] }, ''],
    ['the e-mail', { email: 'outro@exemplo.com' }, ''],
    ['the id', { id: '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a' }, ''],
  ])('refuses %s with 400 VALIDATION_ERROR and changes nothing', async (_, payload, path) => {
    const user = await signUpUser(testApp.app);
    const before = (await getMe(user)).json();
    const response = await patchMe(user, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(body.issues.every((issue: { message: string }) => issue.message.length > 0)).toBe(true);
    expect((await getMe(user)).json()).toEqual(before);
  });

  it('never lets a user grant themselves permissions', async () => {
    const user = await signUpUser(testApp.app);
    await patchMe(user, { permissions: [{ module: 'DASH' }], name: 'Quer Ser Admin' });
    const row = await testApp.db
      .selectFrom('users')
      .select('permissions')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(row.permissions).toEqual([]);
  });

  it('accepts as document files only files the same user uploaded (422 otherwise)', async () => {
    const owner = await signUpUser(testApp.app);
    const intruder = await signUpUser(testApp.app);
    const fileName = await upload(owner);

    const stolen = await patchMe(intruder, { cpfFileName: fileName });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({ statusCode: 422, code: 'FILE_NOT_OWNED' });
    const invented = await patchMe(intruder, { rgFileName: '0123456789abcdef0123456789abcdef.pdf' });
    expect(invented.statusCode).toBe(422);
    expect((await getMe(intruder)).json()).toMatchObject({ cpfFileName: null, rgFileName: null });

    const own = await patchMe(owner, { cpfFileName: fileName, rgFileName: fileName });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ cpfFileName: fileName, rgFileName: fileName });
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const response = await testApp.app.inject({ method: 'PATCH', url: '/api/me', payload: { name: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/me/password', () => {
  const changePassword = (user: TestUser, payload: object, token = user.token) =>
    testApp.app.inject({ method: 'PATCH', url: '/api/me/password', headers: bearer(token), payload });

  it('changes the password, keeps this session, ends the others and sends a notice', async () => {
    const user = await signUpUser(testApp.app);
    const login = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { email: user.email, password: user.password },
      });
    const other = (await login()).json().token;
    const response = await changePassword(user, {
      currentPassword: user.password,
      newPassword: 'outra frase secreta',
    });
    expect(response.statusCode).toBe(204);
    expect((await getMe(user)).statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect((await login()).statusCode).toBe(401);
    await testApp.app.backgroundTasks.drain();
    const mails = await testApp.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', user.email)
      .execute();
    expect(mails).toEqual([{ subject: 'Sua senha foi alterada' }]);
  });

  it('answers 400 WRONG_PASSWORD when the current password is wrong', async () => {
    const user = await signUpUser(testApp.app);
    const response = await changePassword(user, {
      currentPassword: 'não é a atual',
      newPassword: 'outra frase secreta',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'WRONG_PASSWORD' });
  });

  it('answers 400 WEAK_PASSWORD for a short or common new password', async () => {
    const user = await signUpUser(testApp.app);
    for (const newPassword of ['curta', '12345678', 'Brasil123']) {
      const response = await changePassword(user, { currentPassword: user.password, newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().code).toBe('WEAK_PASSWORD');
      expect(response.json().issues[0].path).toBe('newPassword');
    }
  });

  it('limits wrong current passwords (a stolen token cannot brute-force the password)', async () => {
    const user = await signUpUser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await changePassword(user, {
        currentPassword: `chute número ${attempt}`,
        newPassword: 'outra frase secreta',
      });
    }
    const blocked = await changePassword(user, {
      currentPassword: user.password,
      newPassword: 'outra frase secreta',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
