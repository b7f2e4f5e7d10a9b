import { areaPermission, type Permission, STAFF_ACCESS_LEVELS, STAFF_AREAS } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminKit, expectError, type Method, type TestAccount } from './admin-test-support.ts';
import type { RoutePermission } from './staff-access.ts';

// Every back-office route and the permission it needs (decision 0007): no token → 401, a customer →
// 403 MISSING_PERMISSIONS, staff lacking the route's entry → 403, staff holding only it → let through.
// A rental in full and a customer's file take either rentals:read or, within its day, frontDesk:read
// (decision 0018): listed with both entries, each lets through alone.

const READ = (area: RoutePermission['area']): RoutePermission => ({ area, access: 'read' });
const WRITE = (area: RoutePermission['area']): RoutePermission => ({ area, access: 'write' });
const RENTALS_OR_FRONT_DESK = [READ('rentals'), READ('frontDesk')];

const ROUTES: Record<string, RoutePermission | RoutePermission[] | 'DASH' | 'PUBLIC'> = {
  'GET /api/admin/dashboard': 'DASH',
  'GET /api/admin/rentals': READ('rentals'),
  'GET /api/admin/rentals/:rentId': RENTALS_OR_FRONT_DESK,
  'GET /api/admin/rentals/:rentId/contract/signed': READ('rentals'),
  'GET /api/admin/rentals/:rentId/extensions': READ('rentals'),
  'GET /api/admin/extensions/:extensionId/addendum/signed': READ('rentals'),
  'GET /api/admin/files/:fileName': RENTALS_OR_FRONT_DESK,
  'POST /api/admin/rentals/:rentId/approve': WRITE('rentals'),
  'POST /api/admin/rentals/:rentId/reject': WRITE('rentals'),
  'GET /api/admin/projects/:projectId/calendar': READ('calendar'),
  'GET /api/admin/blocks': READ('calendar'),
  'POST /api/admin/apartments/:apartmentId/blocks': WRITE('calendar'),
  'DELETE /api/admin/blocks/:blockId': WRITE('calendar'),
  'GET /api/admin/projects': READ('prices'),
  'PATCH /api/admin/modalities/:modalityId': WRITE('prices'),
  'GET /api/admin/payments': READ('payments'),
  'POST /api/admin/payments/:paymentId/confirm': WRITE('payments'),
  'POST /api/admin/payments/:paymentId/refund': WRITE('payments'),
  'POST /api/admin/payments/:paymentId/sandbox/chargeback': WRITE('payments'),
  'POST /api/admin/payments/:paymentId/sandbox/provider-refund': WRITE('payments'),
  'POST /api/admin/rentals/:rentId/transfer-letter/review': WRITE('payments'),
  'GET /api/admin/reports/occupancy': READ('reports'),
  'GET /api/admin/reports/occupancy.csv': READ('reports'),
  'GET /api/admin/audit': READ('audit'),
  'GET /api/admin/data-retention': READ('audit'),
  'GET /api/admin/roles': READ('staff'),
  'GET /api/admin/staff': READ('staff'),
  'POST /api/admin/staff/invitations': WRITE('staff'),
  'PATCH /api/admin/staff/:userId': WRITE('staff'),
  'DELETE /api/admin/staff/:userId': WRITE('staff'),
  'POST /api/admin/staff/invitations/accept': 'PUBLIC',
  'GET /api/admin/front-desk': READ('frontDesk'),
  'POST /api/admin/rentals/:rentId/check-in': WRITE('frontDesk'),
  'POST /api/admin/rentals/:rentId/check-out': WRITE('frontDesk'),
  'GET /api/admin/projects/:projectId/guest-list': READ('frontDesk'),
  'GET /api/admin/reconciliation': READ('payments'),
  'GET /api/admin/rentals/:rentId/deposit-settlement': READ('payments'),
  'POST /api/admin/rentals/:rentId/deposit-settlement': WRITE('payments'),
  'POST /api/admin/rentals/:rentId/deposit-settlement/settle': WRITE('payments'),
  'POST /api/admin/rentals/:rentId/deposit-settlement/yield-transfer': WRITE('payments'),
  'GET /api/admin/guarantees/queue': READ('payments'),
  'GET /api/admin/rentals/:rentId/guarantor': READ('rentals'),
  'POST /api/admin/rentals/:rentId/guarantor/approve': WRITE('rentals'),
  'POST /api/admin/rentals/:rentId/guarantor/reject': WRITE('rentals'),
  'GET /api/admin/savings-rates': READ('payments'),
  'PUT /api/admin/savings-rates/:month': WRITE('payments'),
  'POST /api/admin/reconciliation/:caseId/settle': WRITE('payments'),
  'GET /api/admin/projects/:projectId/housekeeping': READ('calendar'),
  'PATCH /api/admin/apartments/:apartmentId/housekeeping': WRITE('calendar'),
  'POST /api/admin/rentals/:rentId/inspections': WRITE('rentals'),
  'GET /api/admin/rentals/:rentId/inspections': READ('rentals'),
  'GET /api/admin/inspections/:inspectionId/pdf': READ('rentals'),
  'GET /api/admin/modalities/:modalityId/furniture': READ('rentals'),
  'GET /api/admin/maintenance-requests': READ('rentals'),
  'GET /api/admin/maintenance-requests/assignees': WRITE('rentals'),
  'PATCH /api/admin/maintenance-requests/:requestId': WRITE('rentals'),
  'GET /api/admin/reports/maintenance': READ('reports'),
  'GET /api/admin/rentals/:rentId/statement': [READ('payments'), READ('ledger')],
  'GET /api/admin/ledger/trial-balance': READ('ledger'),
  'GET /api/admin/ledger/journal': READ('ledger'),
};

const EVERY_ENTRY: Permission[] = [
  { module: 'DASH' },
  ...STAFF_AREAS.flatMap((area) => STAFF_ACCESS_LEVELS.map((access) => areaPermission(area, access))),
];

let testApp: TestApp;
const kit = adminKit(() => testApp);
let customer: TestAccount;
let dashOnly: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  customer = await kit.customer();
  dashOnly = await kit.staff([{ module: 'DASH' }]);
});

afterAll(async () => {
  await testApp?.close();
});

function request(route: string, user: TestAccount | null) {
  const [method, path] = route.split(' ') as [Method, string];
  const url = path
    .replace(':fileName', '0123456789abcdef0123456789abcdef.pdf')
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
  return kit.call(user, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('back-office permissions', () => {
  it('lists every /api/admin route, and only those', () => {
    const routes = testApp.app.apiRoutes
      .filter((route) => route.url.startsWith('/api/admin/'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(routes).toEqual(Object.keys(ROUTES).sort());
  });

  it('answers 401 without a token and 403 MISSING_PERMISSIONS to a customer on every staff route', async () => {
    for (const [route, needed] of Object.entries(ROUTES)) {
      if (needed === 'PUBLIC') continue;
      expectError(await request(route, null), 401, 'UNAUTHORIZED');
      const refused = await request(route, customer);
      expectError(refused, 403, 'MISSING_PERMISSIONS');
      expect(refused.json().message, route).toBe('Você não tem permissão para realizar esta ação.');
      if (needed !== 'DASH') expectError(await request(route, dashOnly), 403, 'MISSING_PERMISSIONS');
    }
  });

  it('refuses staff who hold every entry but the route’s, and lets through staff who hold only it', async () => {
    for (const [route, needed] of Object.entries(ROUTES)) {
      if (needed === 'PUBLIC' || needed === 'DASH') continue;
      const accepted = (Array.isArray(needed) ? needed : [needed]).map(({ area, access }) =>
        areaPermission(area, access),
      );
      const lacking = await kit.staff(
        EVERY_ENTRY.filter(
          (entry) =>
            !accepted.some(
              (required) => entry.controller === required.controller && entry.access === required.access,
            ),
        ),
      );
      expectError(await request(route, lacking), 403, 'MISSING_PERMISSIONS');
      for (const required of accepted) {
        const holding = await kit.staff([{ module: 'DASH' }, required]);
        const response = await request(route, holding);
        expect([401, 403], `${route}: ${response.body}`).not.toContain(response.statusCode);
        // Unknown ids and empty bodies are the client's mistakes: never a 500.
        expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(500);
      }
    }
  }, 60_000);

  it('names the permission of every route in its OpenAPI entry, with its 401 and 403 answers', async () => {
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    for (const [route, needed] of Object.entries(ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      if (needed === 'PUBLIC') continue;
      const names =
        needed === 'DASH'
          ? ['`DASH`']
          : (Array.isArray(needed) ? needed : [needed]).map(
              ({ area, access }) => `\`DASH · ${area}:${access}\``,
            );
      expect(operation!.description, route).toContain(`Permissão: ${names[0]}`);
      for (const name of names) expect(operation!.description, route).toContain(name);
      expect(Object.keys(operation!.responses), route).toEqual(expect.arrayContaining(['401', '403', '500']));
    }
  });

  it('leaves the invitation acceptance public', async () => {
    const response = await request('POST /api/admin/staff/invitations/accept', null);
    expect(response.statusCode).toBe(400);
  });
});
