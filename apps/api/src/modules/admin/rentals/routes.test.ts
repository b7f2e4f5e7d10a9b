import { createHash } from 'node:crypto';
import { adminRentalDetailSchema, type Rental, rentalSchema } from '@estadia/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers.ts';
import { multipartBody, samplePdf } from '../../../../test/sample-files.ts';
import type { ApartmentRow } from '../../../db/schema.ts';
import {
  installCommitRefusal,
  notifyJobs,
  refusingCommits,
} from '../../notifications/rental-notices-test-support.ts';
import {
  apartmentsOfOneModality,
  daysFromToday,
  grantPermissions,
} from '../../rentals/rental-test-support.ts';
import { adminKit, expectError, expectValidationError, type TestAccount } from '../admin-test-support.ts';
import { decisionTraces } from './decision-traces-test-support.ts';

// With AUTO_APPROVE off, a submitted rental waits for the provider: staff with rentals:write decide.

let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
const { auditOf, mailsTo } = decisionTraces(() => testApp);
let apartments: ApartmentRow[];
let customer: TestAccount;
let bookings: TestAccount;
let finance: TestAccount;
let webOnly: TestAccount;
let dashOnly: TestAccount;

function rentalOf(response: LightMyRequestResponse): Rental {
  expect(response.statusCode, response.body).toBe(200);
  return rentalSchema.parse(response.json());
}

async function takenNights(apartment: ApartmentRow, from: number, to: number): Promise<string[]> {
  const response = await call(
    null,
    'GET',
    `/api/apartments/${apartment.id}/unavailable-dates?from=${daysFromToday(from)}&to=${daysFromToday(to)}`,
  );
  return response.json().dates;
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { AUTO_APPROVE: 'false' } });
  apartments = await apartmentsOfOneModality(testApp.db, 6);
  bookings = await kit.staff('BOOKINGS', 'Beatriz Reservas');
  finance = await kit.staff('FINANCE');
  webOnly = await kit.staff([{ module: 'WEB' }]);
  dashOnly = await kit.staff([{ module: 'DASH' }]);
});

afterAll(async () => {
  await testApp?.close();
});

// A customer of their own per test: one customer holds at most 3 unpaid rentals at once.
beforeEach(async () => {
  customer = await kit.customer('Joana Conceição Araújo');
});

describe('submitting without automatic approval', () => {
  it('waits for approval, holding the nights', async () => {
    const id = await kit.submitted(customer, apartments[0]!, 10, 3);
    expect(rentalOf(await call(customer, 'GET', `/api/rentals/${id}`)).status).toBe('WAITING_APPROVAL');
    expect(await takenNights(apartments[0]!, 10, 12)).toHaveLength(3);
  });
});

describe('POST /api/admin/rentals/:rentId/approve', () => {
  it('needs a login, then DASH with rentals:write (403 MISSING_PERMISSIONS otherwise)', async () => {
    const id = await kit.submitted(customer, apartments[1]!, 20, 2);
    const url = `/api/admin/rentals/${id}/approve`;
    expectError(await call(null, 'POST', url), 401, 'UNAUTHORIZED');
    for (const user of [customer, webOnly, dashOnly, finance]) {
      const response = await call(user, 'POST', url);
      expectError(response, 403, 'MISSING_PERMISSIONS');
      expect(response.json().message).toBe('Você não tem permissão para realizar esta ação.');
    }
    expect(rentalOf(await call(customer, 'GET', `/api/rentals/${id}`)).status).toBe('WAITING_APPROVAL');
  });

  it('moves the rental on to the signature, starts the payment deadline and records who did it', async () => {
    const id = await kit.submitted(customer, apartments[1]!, 30, 2);
    const approved = rentalOf(
      await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/rentals/${id}/approve`,
        headers: bookings.headers,
        remoteAddress: '203.0.113.7',
      }),
    );
    expect(approved).toMatchObject({ id, status: 'WAITING_FOR_SIGNATURE' });
    expect(approved.milestones?.approvedAt).toEqual(expect.any(String));
    expect(rentalOf(await call(customer, 'GET', `/api/rentals/${id}`)).status).toBe('WAITING_FOR_SIGNATURE');
    expect(await auditOf(`rental:${id}`)).toEqual([
      expect.objectContaining({
        actor_id: bookings.id,
        actor_email: bookings.email,
        action: 'rental.approve',
        ip: '203.0.113.7',
      }),
    ]);
  });

  it('refuses a rental that is not awaiting approval (409), and an unknown one (404)', async () => {
    const id = await kit.submitted(customer, apartments[1]!, 40, 2);
    await call(bookings, 'POST', `/api/admin/rentals/${id}/approve`);
    expectError(
      await call(bookings, 'POST', `/api/admin/rentals/${id}/approve`),
      409,
      'RENTAL_NOT_AWAITING_APPROVAL',
    );
    const draft = await kit.draft(customer, apartments[1]!, 50, 2);
    expectError(
      await call(bookings, 'POST', `/api/admin/rentals/${draft}/approve`),
      409,
      'RENTAL_NOT_AWAITING_APPROVAL',
    );
    expectError(
      await call(bookings, 'POST', '/api/admin/rentals/00000000-0000-4000-8000-000000000000/approve'),
      404,
      'NOT_FOUND',
    );
    expectError(await call(bookings, 'POST', '/api/admin/rentals/x/approve'), 404, 'NOT_FOUND');
    // A refused decision leaves no audit entry behind.
    expect(await auditOf(`rental:${draft}`)).toEqual([]);
  });
});

describe('POST /api/admin/rentals/:rentId/reject', () => {
  it('cancels the rental with the reason, frees the nights, and e-mails the reason to the customer', async () => {
    const id = await kit.submitted(customer, apartments[2]!, 60, 4);
    const rejected = rentalOf(
      await call(bookings, 'POST', `/api/admin/rentals/${id}/reject`, {
        reason: 'OTHER',
        details: 'Documentos ilegíveis',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'OTHER', details: 'Documentos ilegíveis' },
    });
    expect(await takenNights(apartments[2]!, 60, 64)).toEqual([]);
    const mails = await mailsTo(customer.email);
    const rejections = mails.filter((each) => each.subject === 'Sua solicitação de reserva não foi aprovada');
    expect(rejections).toHaveLength(1);
    expect(rejections[0]!.text_body).toContain('Motivo: Documentos ilegíveis');
    expect(rejections[0]!.text_body).toContain('Nenhum valor foi cobrado.');
    expect(await auditOf(`rental:${id}`)).toEqual([
      expect.objectContaining({
        action: 'rental.reject',
        actor_email: bookings.email,
        details: { reason: 'OTHER', note: 'Documentos ilegíveis' },
      }),
    ]);
    expectError(
      await call(bookings, 'POST', `/api/admin/rentals/${id}/reject`, { reason: 'MISTOOK_RESERVATION' }),
      409,
      'RENTAL_NOT_AWAITING_APPROVAL',
    );
  });

  it('needs rentals:write and a valid reason, told in Portuguese', async () => {
    const id = await kit.submitted(customer, apartments[2]!, 70, 2);
    const url = `/api/admin/rentals/${id}/reject`;
    const body = { reason: 'APPROVAL_WAIT_TIME_TOO_LONG' };
    expectError(await call(null, 'POST', url, body), 401, 'UNAUTHORIZED');
    for (const user of [customer, webOnly, dashOnly, finance])
      expectError(await call(user, 'POST', url, body), 403, 'MISSING_PERMISSIONS');
    expectValidationError(await call(bookings, 'POST', url, { reason: 'OTHER' }), ['details']);
    expectValidationError(await call(bookings, 'POST', url, { reason: 'NOPE' }), ['reason']);
    expectError(await call(bookings, 'POST', url), 400, 'VALIDATION_ERROR');
    expect(rentalOf(await call(bookings, 'POST', url, body)).cancellation).toEqual({
      reason: 'APPROVAL_WAIT_TIME_TOO_LONG',
      details: null,
      refundCents: 0,
    });
    const mail = (await mailsTo(customer.email)).find((each) =>
      each.text_body.includes('Demora na resposta'),
    );
    expect(mail?.subject).toBe('Sua solicitação de reserva não foi aprovada');
    expect(mail?.text_body).toContain('Motivo: Demora na resposta de aprovação');
  });
});

describe('GET /api/admin/rentals', () => {
  let other: TestAccount;
  let ids: { joana: string; pedro: string; draft: string };

  beforeAll(async () => {
    other = await kit.customer('Pedro Álvares');
    await testApp.db
      .updateTable('users')
      .set({ cpf_or_cnpj: '11144477735' })
      .where('id', '=', other.id)
      .execute();
    ids = {
      joana: await kit.submitted(await kit.customer('Joana Conceição Araújo'), apartments[3]!, 200, 2),
      pedro: await kit.submitted(other, apartments[3]!, 210, 5),
      draft: await kit.draft(other, apartments[4]!, 220, 3),
    };
  });

  const list = (user: TestUser, query = '') => call(user, 'GET', `/api/admin/rentals${query}`);

  it('lists every customer’s rentals, newest first, each with its customer; finance may read them', async () => {
    const response = await list(finance, '?pageSize=3');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([ids.draft, ids.pedro, ids.joana]);
    expect(page.items[1].customer).toEqual({ id: other.id, name: 'Pedro Álvares', email: other.email });
    expect(page.items[2]).toMatchObject({
      status: 'WAITING_APPROVAL',
      project: { id: apartments[3]!.project_id },
    });
    expect(page.total).toBeGreaterThanOrEqual(10);
    const next = (await list(finance, '?pageSize=3&page=2')).json();
    expect(next.items).toHaveLength(3);
    expect(next.items.map((item: { id: string }) => item.id)).not.toContain(ids.joana);
  });

  it('filters by status, project, stay dates and customer (name without accents, e-mail, CPF)', async () => {
    const idsOf = async (query: string) => {
      const response = await list(bookings, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { id: string }) => item.id);
    };
    expect(await idsOf('?status=UNFINISHED&q=pedro')).toEqual([ids.draft]);
    expect(await idsOf(`?from=${daysFromToday(211)}&to=${daysFromToday(212)}`)).toEqual([ids.pedro]);
    // The check-out day is not a night of the stay.
    expect(await idsOf(`?from=${daysFromToday(202)}&to=${daysFromToday(205)}`)).toEqual([]);
    expect(await idsOf('?q=PEDRO%20ALVARES&sort=startDate&order=asc')).toEqual([ids.pedro, ids.draft]);
    expect(await idsOf(`?q=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual([
      ids.draft,
      ids.pedro,
    ]);
    expect(await idsOf('?q=111.444')).toEqual([ids.draft, ids.pedro]);
    expect(await idsOf(`?q=joana%20concei&status=WAITING_APPROVAL&from=${daysFromToday(200)}`)).toEqual([
      ids.joana,
    ]);
    expect(await idsOf('?q=100%25')).toEqual([]);
    const elsewhere = await testApp.db
      .selectFrom('projects')
      .select('id')
      .where('id', '!=', apartments[3]!.project_id)
      .executeTakeFirstOrThrow();
    expect(await idsOf(`?projectId=${elsewhere.id}&q=pedro`)).toEqual([]);
    expect(await idsOf(`?projectId=${apartments[3]!.project_id}&q=pedro`)).toHaveLength(2);
  });

  it('sorts by customer or status both ways', async () => {
    const names = (await list(bookings, '?sort=customer&order=asc&pageSize=100'))
      .json()
      .items.map((item: { customer: { name: string } }) => item.customer.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const statuses = (await list(bookings, '?sort=status&order=desc&pageSize=100'))
      .json()
      .items.map((item: { status: string }) => item.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
  });

  it('answers bad filters with 400 and Portuguese issues, and needs rentals:read', async () => {
    expectValidationError(await list(bookings, '?status=PAGO&sort=preco&pageSize=0'), [
      'pageSize',
      'sort',
      'status',
    ]);
    expectValidationError(await list(bookings, '?from=2026-02-10&to=2026-02-01'), ['to']);
    expectError(await list(customer), 403, 'MISSING_PERMISSIONS');
    expectError(await list(dashOnly), 403, 'MISSING_PERMISSIONS');
    expectError(await call(null, 'GET', '/api/admin/rentals'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/admin/rentals/:rentId', () => {
  it('shows the rental with the customer’s profile and documents, payments, contract evidence and history', async () => {
    const id = await kit.submitted(customer, apartments[5]!, 300, 3);
    await call(bookings, 'POST', `/api/admin/rentals/${id}/approve`);
    const before = await call(finance, 'GET', `/api/admin/rentals/${id}`);
    expect(before.statusCode, before.body).toBe(200);
    const detail = before.json();
    expect(detail.rental).toMatchObject({ id, status: 'WAITING_FOR_SIGNATURE' });
    expect(detail.customer).toMatchObject({
      id: customer.id,
      name: 'Joana Conceição Araújo',
      email: customer.email,
      cpfOrCnpj: '52998224725',
      rg: 'MG-12.345.678',
      address: { city: { name: 'Uberlândia', stateInitials: 'MG' } },
    });
    expect(detail.customer.documents.map((document: { kind: string }) => document.kind)).toEqual([
      'CPF',
      'RG',
    ]);
    expect(detail.customer.documents[0].url).toMatch(/^\/api\/admin\/files\/[0-9a-f]{32}\.pdf$/);
    expect(detail.payments).toEqual([]);
    expect(detail.contract).toBeNull();
    expect(detail.history.map((entry: { label: string }) => entry.label)).toEqual([
      'Solicitação criada pelo cliente',
      'Enviada para aprovação',
      'Aprovou a locação',
    ]);
    expect(detail.history[2].actor).toEqual({ id: bookings.id, email: bookings.email });
    expect(detail.history[0].actor).toBeNull();

    // The contract's evidence, once signed (as the contracts module records it).
    const pdf = samplePdf();
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    await testApp.db
      .insertInto('contract_signatures')
      .values({
        rental_id: id,
        user_id: customer.id,
        signer_name: customer.name,
        email: customer.email,
        signed_at: new Date('2026-01-05T13:00:00Z'),
        ip: '198.51.100.20',
        user_agent: 'Mozilla/5.0',
        contract_sha256: sha256,
        signed_pdf: pdf,
        signed_pdf_sha256: sha256,
      })
      .execute();
    const signed = (await call(bookings, 'GET', `/api/admin/rentals/${id}`)).json();
    expect(signed.contract).toEqual({
      signedAt: '2026-01-05T13:00:00.000Z',
      ip: '198.51.100.20',
      userAgent: 'Mozilla/5.0',
      email: customer.email,
      sha256,
      signedPdfSha256: sha256,
      // A row written before the fiança has no signer name of its own: the customer's account names them.
      signers: [
        {
          role: 'TENANT',
          roleLabel: 'Locatário',
          name: customer.name,
          email: customer.email,
          signedAt: '2026-01-05T13:00:00.000Z',
          ip: '198.51.100.20',
          userAgent: 'Mozilla/5.0',
        },
      ],
      signedUrl: `/api/admin/rentals/${id}/contract/signed`,
    });
    const download = await call(finance, 'GET', signed.contract.signedUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expectError(await call(customer, 'GET', signed.contract.signedUrl), 403, 'MISSING_PERMISSIONS');
  });

  it('says who confirmed each payment: nobody while pending, MANUAL after a baixa manual', async () => {
    const { rentalId, paymentId } = await kit.awaitingPayment(customer, apartments[4]!, 500, 2);
    const pending = adminRentalDetailSchema.parse(
      (await call(bookings, 'GET', `/api/admin/rentals/${rentalId}`)).json(),
    );
    expect(pending.payments).toMatchObject([{ id: paymentId, status: 'PENDING', paidVia: null }]);

    const confirmed = await call(finance, 'POST', `/api/admin/payments/${paymentId}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paid = adminRentalDetailSchema.parse(
      (await call(bookings, 'GET', `/api/admin/rentals/${rentalId}`)).json(),
    );
    expect(paid.payments).toMatchObject([{ id: paymentId, status: 'PAID', paidVia: 'MANUAL' }]);
    // The same transaction grants the door code, audited after the confirmation.
    expect(paid.history.find((entry) => entry.label === 'Deu baixa manual no pagamento')).toMatchObject({
      actor: { id: finance.id, email: finance.email },
    });
  });

  it('answers 404 for an unknown rental and for a contract not signed yet', async () => {
    expectError(
      await call(bookings, 'GET', '/api/admin/rentals/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
    const draft = await kit.draft(customer, apartments[5]!, 400, 2);
    expectError(await call(bookings, 'GET', `/api/admin/rentals/${draft}/contract/signed`), 404, 'NOT_FOUND');
    expectError(await call(customer, 'GET', `/api/admin/rentals/${draft}`), 403, 'MISSING_PERMISSIONS');
  });
});

describe('GET /api/admin/files/:fileName', () => {
  it('gives staff who read rentals any customer’s document, as an attachment; nobody else', async () => {
    const { payload, contentType } = multipartBody(samplePdf(), { filename: 'cpf.pdf' });
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...customer.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/admin/files/${uploaded.json().fileName}`;
    const response = await call(finance, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(samplePdf())).toBe(true);
    const outsider = await kit.customer();
    expectError(await call(outsider, 'GET', url), 403, 'MISSING_PERMISSIONS');
    await grantPermissions(testApp.db, outsider.id, [
      { module: 'DASH' },
      { module: 'DASH', controller: 'payments', access: 'read' },
    ]);
    expectError(await call(outsider, 'GET', url), 403, 'MISSING_PERMISSIONS');
    expectError(
      await call(finance, 'GET', '/api/admin/files/0123456789abcdef0123456789abcdef.pdf'),
      404,
      'NOT_FOUND',
    );
    expectError(await call(finance, 'GET', '/api/admin/files/..%2Fsecret'), 404, 'NOT_FOUND');
  });
});

describe('the customer’s e-mail of a decision', () => {
  it('is a job committed with the decision: a decision that does not commit leaves none', async () => {
    await installCommitRefusal(testApp.db);
    for (const [decision, event, body] of [
      ['approve', 'APPROVED', undefined],
      ['reject', 'REJECTED', { reason: 'APPROVAL_WAIT_TIME_TOO_LONG' }],
    ] as const) {
      const id = await kit.submitted(customer, apartments[1]!, decision === 'approve' ? 80 : 90, 2);
      const decide = () => call(bookings, 'POST', `/api/admin/rentals/${id}/${decision}`, body);
      expect((await refusingCommits(testApp.db, decide)).statusCode).toBe(500);
      expect(await notifyJobs(testApp.db, id, event)).toBe(0);
      expect(await auditOf(`rental:${id}`)).toEqual([]);
      expect((await decide()).statusCode).toBe(200);
      expect(await notifyJobs(testApp.db, id, event)).toBe(1);
    }
  });
});
