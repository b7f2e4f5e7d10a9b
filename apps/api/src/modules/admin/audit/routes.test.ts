import { auditListResponseSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';
import { insertAuditEntry } from './repository.ts';

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let admin: TestAccount;
let other: TestAccount;
let bookings: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await kit.staff('ADMIN');
  other = await kit.staff('ADMIN');
  bookings = await kit.staff('BOOKINGS');
  const entry = (actor: TestAccount, action: string, target: string, at: string) =>
    insertAuditEntry(testApp.db, {
      at: new Date(at),
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      target,
      ip: '192.0.2.1',
      details: { note: target },
    });
  // Brasília is UTC−3: 02:30Z on 2 March is still 1 March there.
  await entry(admin, 'block.create', 'block:1', '2026-03-01T12:00:00Z');
  await entry(admin, 'block.delete', 'block:1', '2026-03-02T02:30:00Z');
  await entry(other, 'rental.approve', 'rental:9', '2026-03-02T12:00:00Z');
  await entry(other, 'payment.confirm', 'payment:7', '2026-03-03T12:00:00Z');
});

afterAll(async () => {
  await testApp?.close();
});

async function list(query = '') {
  const response = await call(admin, 'GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditListResponseSchema.parse(response.json());
}

describe('GET /api/admin/audit', () => {
  it('lists every entry newest first, with who, what, on what, when and from where', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.action)).toEqual([
      'payment.confirm',
      'rental.approve',
      'block.delete',
      'block.create',
    ]);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      at: '2026-03-03T12:00:00.000Z',
      actor: { id: other.id, email: other.email },
      action: 'payment.confirm',
      target: 'payment:7',
      ip: '192.0.2.1',
      details: { note: 'payment:7' },
    });
    const second = await list('?pageSize=3&page=2');
    expect(second.items.map((item) => item.action)).toEqual(['block.create']);
  });

  it('filters by actor, action, target and Brasília days', async () => {
    expect((await list(`?actorId=${other.id}`)).items.map((item) => item.target)).toEqual([
      'payment:7',
      'rental:9',
    ]);
    expect((await list('?action=block.delete')).total).toBe(1);
    expect((await list('?target=block:1')).total).toBe(2);
    expect((await list('?from=2026-03-01&to=2026-03-01')).items.map((item) => item.action)).toEqual([
      'block.delete',
      'block.create',
    ]);
    expect((await list('?from=2026-03-02')).total).toBe(2);
  });

  it('is read-only for audit:read holders, and checks its filters', async () => {
    expectValidationError(await call(admin, 'GET', '/api/admin/audit?action=delete_everything&actorId=x'), [
      'action',
      'actorId',
    ]);
    expectValidationError(await call(admin, 'GET', '/api/admin/audit?from=2026-03-02&to=2026-03-01'), ['to']);
    expectError(await call(bookings, 'GET', '/api/admin/audit'), 403, 'MISSING_PERMISSIONS');
    expectError(await call(null, 'GET', '/api/admin/audit'), 401, 'UNAUTHORIZED');
    // No route writes, changes or deletes an entry.
    for (const method of ['POST', 'PATCH', 'DELETE'] as const)
      expect((await call(admin, method, '/api/admin/audit')).statusCode).toBe(404);
  });
});
