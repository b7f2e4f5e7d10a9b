import { personalDataExportSchema, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { privacyKit } from './privacy-test-support.ts';

let testApp: TestApp;
const kit = privacyKit(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/me/export', () => {
  it('needs a login', async () => {
    const response = await kit.call(null, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(401);
  });

  it("answers the caller's own data as a JSON attachment, with no secret and nobody else's data", async () => {
    const { user, rental, rgFile } = await kit.customerWithStay();
    const other = await kit.customerWithStay();

    const response = await kit.call(user, 'GET', '/api/me/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="meus-dados-estadia-${todayIso()}.json"`,
    );
    const data = personalDataExportSchema.parse(response.json());

    expect(data.profile).toMatchObject({ id: user.id, email: user.email, cpfOrCnpj: '52998224725' });
    expect(data.profile.phone).toBe('34998765432');
    expect(data.documents.map((document) => document.fileName)).toContain(rgFile);
    const download = data.documents.find((document) => document.fileName === rgFile)!;
    expect(download.downloadUrl).toBe(`${testApp.config.publicUrl}/api/files/${rgFile}`);
    const file = await kit.call(user, 'GET', new URL(download.downloadUrl).pathname);
    expect(file.statusCode).toBe(200);

    expect(data.rentals).toHaveLength(1);
    expect(data.rentals[0]).toMatchObject({ id: rental.id, status: 'RENTED' });
    expect(data.rentals[0]!.occupants).toEqual([
      expect.objectContaining({ name: 'Ana Beatriz Souza', documentNumber: '52998224725' }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ rentalId: rental.id, paymentType: 'CREDIT_CARD', status: 'PAID' }),
    ]);
    expect(data.consents).toEqual([
      expect.objectContaining({
        kind: 'CONTRACT_SIGNATURE',
        reference: `rental:${rental.id}`,
        email: user.email,
      }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toEqual({
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      revokedAt: null,
      ip: expect.any(String),
      userAgent: expect.any(String),
    });
    expect(data.auditEntries).toContainEqual(
      expect.objectContaining({ action: 'account.export', target: `user:${user.id}`, by: 'CUSTOMER' }),
    );

    const text = response.body;
    const secrets = await testApp.db
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .select(['users.password_hash', 'sessions.token_hash'])
      .where('users.id', '=', user.id)
      .execute();
    for (const secret of secrets) {
      expect(text).not.toContain(secret.password_hash);
      expect(text).not.toContain(secret.token_hash);
    }
    expect(text).not.toContain(user.token);
    expect(text).not.toMatch(/password|token_?hash|codeHash|code_hash/i);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain(other.rental.id);
    expect(text).not.toContain(other.rgFile);
  });

  it('leaves a member of staff out of what a customer reads about their stay', async () => {
    const { user, rental } = await kit.customerWithStay();
    const staffId = await testApp.db
      .insertInto('users')
      .values({ email: 'equipe.auditoria@estadia.com.br', password_hash: 'x', name: 'Equipe' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db
      .insertInto('audit_log')
      .values({
        at: new Date(),
        actor_id: staffId.id,
        actor_email: 'equipe.auditoria@estadia.com.br',
        action: 'rental.check_in',
        target: `rental:${rental.id}`,
        ip: '10.9.8.7',
        details: '{}',
      })
      .execute();
    const response = await kit.call(user, 'GET', '/api/me/export');
    const data = personalDataExportSchema.parse(response.json());
    expect(data.auditEntries).toContainEqual(
      expect.objectContaining({ action: 'rental.check_in', target: `rental:${rental.id}`, by: 'STAFF' }),
    );
    expect(response.body).not.toContain('equipe.auditoria@estadia.com.br');
    expect(response.body).not.toContain('10.9.8.7');
    expect(response.body).not.toContain(staffId.id);
  });
});
