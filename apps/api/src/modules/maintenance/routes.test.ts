import { addDays, maintenanceRequestSchema } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ApartmentRow } from '../../db/schema.ts';
import { createManualClock } from '../../lib/clock.ts';
import {
  adminKit,
  expectError,
  expectValidationError,
  type TestAccount,
} from '../admin/admin-test-support.ts';
import { uploadPhoto } from '../inspections/inspection-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';

// Repair requests through HTTP: the customer opens one during the stay (and only then, and only on their
// rental), comments, confirms or reopens; staff see the board, assign and change the status, each change
// in the history, audited and e-mailed.

const clock = createManualClock(new Date());
let testApp: TestApp;
const kit = adminKit(() => testApp);
const { call } = kit;
let apartments: ApartmentRow[];
let bookings: TestAccount;
let finance: TestAccount;
let customer: TestAccount;
let stranger: TestAccount;
/** A RENTED stay of `customer` starting tomorrow for 3 nights, and one still waiting for approval. */
let rentalId: string;
let pendingId: string;
let startDate: string;
let endDate: string;

const noonInBrasilia = (date: string) => `${date}T15:00:00.000Z`;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
  apartments = await apartmentsOfOneModality(testApp.db, 3);
  bookings = await kit.staff('BOOKINGS', 'Rui Reparos');
  finance = await kit.staff('FINANCE', 'Fina Finanças');
  customer = await kit.customer('Carla Moradora');
  stranger = await kit.customer('Outro Cliente');
  rentalId = await kit.submitted(customer, apartments[0]!, 1, 3);
  const row = await testApp.db
    .updateTable('rentals')
    .set({ status: 'RENTED' })
    .where('id', '=', rentalId)
    .returning(['start_date', 'end_date'])
    .executeTakeFirstOrThrow();
  startDate = row.start_date;
  endDate = row.end_date;
  pendingId = await kit.submitted(customer, apartments[1]!, 1, 3);
  clock.set(noonInBrasilia(startDate));
});

afterAll(async () => {
  await testApp?.close();
});

const open = (body: object, user: TestAccount = customer, id = rentalId) =>
  call(user, 'POST', `/api/rentals/${id}/maintenance-requests`, body);
const requestCount = async () =>
  Number(
    (
      await testApp.db
        .selectFrom('maintenance_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mailsTo = (email: string) =>
  testApp.db
    .selectFrom('outbox')
    .select(['id', 'subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();

describe('POST /api/rentals/:rentId/maintenance-requests', () => {
  it('opens a request with photos and a deadline by urgency', async () => {
    const photo = await uploadPhoto(testApp, customer, 'png');
    const response = await open({
      category: 'PLUMBING',
      description: 'O chuveiro não esquenta.',
      urgency: 'URGENT',
      photos: [photo],
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = maintenanceRequestSchema.parse(response.json());
    expect(request).toMatchObject({
      rentalId,
      status: 'OPEN',
      urgency: 'URGENT',
      category: 'PLUMBING',
      photos: [photo],
      overdue: false,
      assignee: null,
      comments: [],
      history: [{ status: 'OPEN', byName: 'Carla Moradora', assigneeName: null }],
    });
    expect(new Date(request.dueAt).getTime() - clock.now().getTime()).toBe(3 * 24 * 3_600_000);

    const emergency = maintenanceRequestSchema.parse(
      (await open({ category: 'ELECTRICAL', description: 'Sem luz.', urgency: 'EMERGENCY' })).json(),
    );
    expect(new Date(emergency.dueAt).getTime() - clock.now().getTime()).toBe(4 * 3_600_000);
    const normal = maintenanceRequestSchema.parse(
      (await open({ category: 'INTERNET', description: 'Wi-Fi lento.', urgency: 'NORMAL' })).json(),
    );
    expect(new Date(normal.dueAt).getTime() - clock.now().getTime()).toBe(7 * 24 * 3_600_000);

    const list = await call(customer, 'GET', `/api/rentals/${rentalId}/maintenance-requests`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(request.id);

    // The photo is served to the customer through the request, and to nobody else.
    const served = await call(customer, 'GET', `/api/maintenance-requests/${request.id}/photos/${photo}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(
      (await call(stranger, 'GET', `/api/maintenance-requests/${request.id}/photos/${photo}`)).statusCode,
    ).toBe(404);
  });

  it('only from the check-in day to the check-out day of a RENTED stay', async () => {
    const before = await requestCount();
    const body = { category: 'OTHER', description: 'Porta emperrada.', urgency: 'NORMAL' };
    clock.set(noonInBrasilia(addDays(startDate, -1)));
    expectError(await open(body), 409, 'MAINTENANCE_NOT_ALLOWED');
    clock.set(noonInBrasilia(addDays(endDate, 1)));
    expectError(await open(body), 409, 'MAINTENANCE_NOT_ALLOWED');
    clock.set(noonInBrasilia(startDate));
    expectError(await open(body, customer, pendingId), 409, 'MAINTENANCE_NOT_ALLOWED');
    expect(await requestCount()).toBe(before);
    // The check-out day itself is still in the stay.
    clock.set(noonInBrasilia(endDate));
    expect((await open(body)).statusCode).toBe(201);
    clock.set(noonInBrasilia(startDate));
  });

  it("answers 404 for another customer's rental and refuses bad input in Portuguese, writing nothing", async () => {
    const before = await requestCount();
    const good = { category: 'CLEANING', description: 'Faltou a limpeza.', urgency: 'NORMAL' };
    expectError(await open(good, stranger), 404, 'NOT_FOUND');
    expectError(
      await call(stranger, 'GET', `/api/rentals/${rentalId}/maintenance-requests`),
      404,
      'NOT_FOUND',
    );
    expectValidationError(await open({ category: 'ROOF', description: ' ', urgency: 'SOON' }), [
      'category',
      'description',
      'urgency',
    ]);
    const strangers = await uploadPhoto(testApp, stranger, 'png');
    // The customer's own document is theirs, but never a photo.
    const ownDocument = await uploadPhoto(testApp, customer, 'pdf');
    const ownPhoto = await uploadPhoto(testApp, customer, 'jpg');
    const response = await open({
      ...good,
      photos: [strangers, 'ffffffffffffffffffffffffffffffff.png', ownDocument, ownPhoto],
    });
    expectError(response, 422, 'INVALID_MAINTENANCE_PHOTO');
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'photos.0',
      'photos.1',
      'photos.2',
    ]);
    expect(await requestCount()).toBe(before);
  });
});

describe('comments, the board and changes', () => {
  it('staff assign and resolve; each change is in the history, audited and e-mailed; the customer reopens and confirms', async () => {
    const created = maintenanceRequestSchema.parse(
      (await open({ category: 'APPLIANCE', description: 'A geladeira parou.', urgency: 'EMERGENCY' })).json(),
    );
    const url = `/api/admin/maintenance-requests/${created.id}`;

    // Without the rentals area's write entry: 403; an assignee who is not staff: 422, nothing changed.
    expectError(await call(finance, 'PATCH', url, { status: 'IN_PROGRESS' }), 403, 'MISSING_PERMISSIONS');
    expectError(await call(bookings, 'PATCH', url, { assigneeId: customer.id }), 422, 'INVALID_ASSIGNEE');
    expectValidationError(await call(bookings, 'PATCH', url, { status: 'DONE' }), ['status']);
    expectValidationError(await call(bookings, 'PATCH', url, {}), ['']);

    const assigned = await call(bookings, 'PATCH', url, { status: 'IN_PROGRESS', assigneeId: bookings.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'IN_PROGRESS',
      assignee: { id: bookings.id, name: 'Rui Reparos' },
    });

    const staffComment = await call(bookings, 'POST', `/api/maintenance-requests/${created.id}/comments`, {
      text: 'Técnico a caminho.',
    });
    expect(staffComment.statusCode, staffComment.body).toBe(201);
    const customerComment = await call(customer, 'POST', `/api/maintenance-requests/${created.id}/comments`, {
      text: 'Obrigada!',
      photos: [await uploadPhoto(testApp, customer, 'jpg')],
    });
    expect(customerComment.statusCode, customerComment.body).toBe(201);
    expect(customerComment.json().comments).toEqual([
      expect.objectContaining({ author: 'STAFF', authorName: 'Rui Reparos', text: 'Técnico a caminho.' }),
      expect.objectContaining({ author: 'CUSTOMER', authorName: 'Carla Moradora', text: 'Obrigada!' }),
    ]);
    // Someone else's request, or a staff member without write access: 404.
    expectError(
      await call(stranger, 'POST', `/api/maintenance-requests/${created.id}/comments`, { text: 'Oi' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(finance, 'POST', `/api/maintenance-requests/${created.id}/comments`, { text: 'Oi' }),
      404,
      'NOT_FOUND',
    );
    // Confirming before it is resolved.
    expectError(
      await call(customer, 'POST', `/api/maintenance-requests/${created.id}/comments`, {
        text: 'Resolvido?',
        resolution: 'CONFIRM',
      }),
      409,
      'MAINTENANCE_NOT_RESOLVED',
    );

    const resolved = await call(bookings, 'PATCH', url, { status: 'RESOLVED' });
    expect(resolved.json()).toMatchObject({ status: 'RESOLVED', resolvedAt: clock.now().toISOString() });

    clock.advance(3_600_000);
    const reopened = await call(customer, 'POST', `/api/maintenance-requests/${created.id}/comments`, {
      text: 'Parou de novo.',
      resolution: 'REOPEN',
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json()).toMatchObject({ status: 'OPEN', resolvedAt: null });
    expect(new Date(reopened.json().dueAt).getTime()).toBe(clock.now().getTime() + 4 * 3_600_000);

    await call(bookings, 'PATCH', url, { status: 'RESOLVED' });
    const confirmed = await call(customer, 'POST', `/api/maintenance-requests/${created.id}/comments`, {
      text: 'Agora sim.',
      resolution: 'CONFIRM',
    });
    expect(confirmed.json()).toMatchObject({ status: 'RESOLVED', confirmedAt: clock.now().toISOString() });
    expect(confirmed.json().history.map((entry: { status: string }) => entry.status)).toEqual([
      'OPEN',
      'IN_PROGRESS',
      'RESOLVED',
      'OPEN',
      'RESOLVED',
    ]);

    const audit = await testApp.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target', '=', `maintenance:${created.id}`)
      .execute();
    expect(audit).toHaveLength(4); // three changes and one staff comment
    expect(
      audit.every((entry) => entry.action === 'maintenance.update' && entry.actor_id === bookings.id),
    ).toBe(true);
    const mails = (await mailsTo(customer.email)).filter(
      (mail) => mail.subject.startsWith('Sua solicitação') && !mail.subject.endsWith('da equipe'),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Sua solicitação (eletrodoméstico): em andamento',
      'Sua solicitação (eletrodoméstico): resolvida',
      'Sua solicitação (eletrodoméstico): resolvida',
    ]);
    expect(mails[0]!.text_body).toContain('Rui Reparos');
    const commentMails = (await mailsTo(customer.email)).filter((mail) =>
      mail.subject.endsWith('nova mensagem da equipe'),
    );
    expect(commentMails).toEqual([
      expect.objectContaining({ text_body: expect.stringContaining('Técnico a caminho.') }),
    ]);
    expect(mails[0]!.text_body).toContain(`/minhas-locacoes/${rentalId}`);
  });

  it('lists the board with filters, overdue and most urgent first', async () => {
    const a = (await open({ category: 'OTHER', description: 'Normal.', urgency: 'NORMAL' })).json();
    const b = (await open({ category: 'OTHER', description: 'Emergência.', urgency: 'EMERGENCY' })).json();
    clock.advance(5 * 3_600_000); // the emergency is now overdue
    const c = (await open({ category: 'OTHER', description: 'Urgente.', urgency: 'URGENT' })).json();

    expectError(await call(customer, 'GET', '/api/admin/maintenance-requests'), 403, 'MISSING_PERMISSIONS');
    const board = await call(bookings, 'GET', '/api/admin/maintenance-requests?pageSize=100');
    expect(board.statusCode, board.body).toBe(200);
    const ids = board.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(c.id));
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(a.id));
    const overdueItems = board.json().items.filter((item: { overdue: boolean }) => item.overdue);
    expect(ids.slice(0, overdueItems.length)).toEqual(overdueItems.map((item: { id: string }) => item.id));
    expect(board.json().items[0]).toMatchObject({
      customerName: 'Carla Moradora',
      projectName: expect.any(String),
    });

    const overdue = await call(bookings, 'GET', '/api/admin/maintenance-requests?overdue=true');
    expect(overdue.json().items.every((item: { overdue: boolean }) => item.overdue)).toBe(true);
    // The dashboard counts the overdue ones.
    const dashboard = await call(bookings, 'GET', '/api/admin/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().overdueMaintenanceRequests).toBe(overdue.json().total);
    expect(overdue.json().total).toBeGreaterThan(0);
    expect(overdue.json().items.map((item: { id: string }) => item.id)).toContain(b.id);
    const urgent = await call(bookings, 'GET', '/api/admin/maintenance-requests?urgency=URGENT&status=OPEN');
    expect(urgent.json().items.map((item: { id: string }) => item.id)).toContain(c.id);
    expect(urgent.json().items.every((item: { urgency: string }) => item.urgency === 'URGENT')).toBe(true);
    const paged = await call(bookings, 'GET', '/api/admin/maintenance-requests?pageSize=2&page=2');
    expect(paged.json()).toMatchObject({ total: board.json().total });
    expect(paged.json().items).toEqual(board.json().items.slice(2, 4));
    expectValidationError(await call(bookings, 'GET', '/api/admin/maintenance-requests?urgency=SOON'), [
      'urgency',
    ]);
  });

  it('reports the median time to resolve per urgency', async () => {
    const day = (offset: number) => addDays(startDate, offset);
    expectError(
      await call(customer, 'GET', `/api/admin/reports/maintenance?from=${day(0)}&to=${day(2)}`),
      403,
      'MISSING_PERMISSIONS',
    );
    const report = await call(bookings, 'GET', `/api/admin/reports/maintenance?from=${day(-1)}&to=${day(3)}`);
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().items as { urgency: string; resolved: number; medianMinutes: number | null }[];
    expect(rows.map((row) => row.urgency)).toEqual(['EMERGENCY', 'URGENT', 'NORMAL']);
    // The emergency above was resolved twice: its last resolution counts, 1 hour after opening.
    expect(rows[0]).toEqual({ urgency: 'EMERGENCY', resolved: 1, medianMinutes: 60 });
    expect(rows[2]).toEqual({ urgency: 'NORMAL', resolved: 0, medianMinutes: null });
    const before = await call(
      bookings,
      'GET',
      `/api/admin/reports/maintenance?from=${day(-5)}&to=${day(-1)}`,
    );
    expect(before.json().items.every((row: { resolved: number }) => row.resolved === 0)).toBe(true);
    expectValidationError(
      await call(bookings, 'GET', '/api/admin/reports/maintenance?from=2026-13-01&to=x'),
      ['from', 'to'],
    );
  });
});

describe('who takes a request, the resident’s answer, the staff’s notice', () => {
  it('assigns any staff member who may work requests, picked from the board’s list; others are refused', async () => {
    const colleague = await kit.staff('BOOKINGS', 'Bia Plantão');
    const created = (
      await open({ category: 'KEYS_ACCESS', description: 'A tag não abre.', urgency: 'URGENT' })
    ).json();
    const url = `/api/admin/maintenance-requests/${created.id}`;

    expectError(
      await call(finance, 'GET', '/api/admin/maintenance-requests/assignees'),
      403,
      'MISSING_PERMISSIONS',
    );
    const picker = await call(bookings, 'GET', '/api/admin/maintenance-requests/assignees');
    expect(picker.statusCode, picker.body).toBe(200);
    const names = picker.json().items.map((item: { name: string }) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Rui Reparos', 'Bia Plantão']));
    expect(names).not.toContain('Fina Finanças'); // reads rentals, may not change them
    expect(names).not.toContain('Carla Moradora');

    const assigned = await call(bookings, 'PATCH', url, { assigneeId: colleague.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignee: { id: colleague.id, name: 'Bia Plantão' } });
    expect(assigned.json().history.at(-1)).toMatchObject({
      assigneeName: 'Bia Plantão',
      byName: 'Rui Reparos',
    });
    expectError(await call(bookings, 'PATCH', url, { assigneeId: finance.id }), 422, 'INVALID_ASSIGNEE');
    const unchanged = await call(customer, 'GET', `/api/rentals/${rentalId}/maintenance-requests`);
    expect(unchanged.json().items.find((item: { id: string }) => item.id === created.id).assignee.id).toBe(
      colleague.id,
    );
  });

  it('the resident’s comment on a request waiting for them puts it back in progress, in its history', async () => {
    const created = (
      await open({ category: 'CLEANING', description: 'Faltou toalha.', urgency: 'NORMAL' })
    ).json();
    const url = `/api/admin/maintenance-requests/${created.id}`;
    const comments = `/api/maintenance-requests/${created.id}/comments`;
    await call(bookings, 'PATCH', url, { status: 'WAITING_RESIDENT', assigneeId: bookings.id });
    // Staff's own words do not move it.
    const asked = await call(bookings, 'POST', comments, { text: 'Qual horário podemos entrar?' });
    expect(asked.json()).toMatchObject({ status: 'WAITING_RESIDENT' });

    const answered = await call(customer, 'POST', comments, { text: 'Depois das 14h.' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ status: 'IN_PROGRESS', assignee: { id: bookings.id } });
    expect(answered.json().history.map((entry: { status: string; byName: string }) => entry)).toEqual([
      expect.objectContaining({ status: 'OPEN' }),
      expect.objectContaining({ status: 'WAITING_RESIDENT', byName: 'Rui Reparos' }),
      expect.objectContaining({
        status: 'IN_PROGRESS',
        byName: 'Carla Moradora',
        assigneeName: 'Rui Reparos',
      }),
    ]);
    // Another comment while in progress changes nothing more.
    const again = await call(customer, 'POST', comments, { text: 'Obrigada.' });
    expect(again.json()).toMatchObject({ status: 'IN_PROGRESS' });
    expect(again.json().history).toHaveLength(3);
  });

  it('e-mails the staff’s inbox (CONTACT_EMAIL) of every new request, with the board’s address', async () => {
    const inbox = testApp.config.contactEmail;
    // The messages already there, by id: a query without an order may list them in any order (on
    // PostgreSQL a message updated as sent moves), so the new one is not simply the last.
    const before = new Set((await mailsTo(inbox)).map((mail) => mail.id));
    const response = await open({
      category: 'ELECTRICAL',
      description: 'Tomada da sala soltando faísca.',
      urgency: 'EMERGENCY',
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = (await mailsTo(inbox)).filter((mail) => !before.has(mail.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Nova solicitação \(emergência\): elétrica/i);
    expect(mails[0]!.text_body).toContain('Tomada da sala soltando faísca.');
    expect(mails[0]!.text_body).toContain('Carla Moradora');
    expect(mails[0]!.text_body).toContain('/admin/solicitacoes');
    // A refused request tells nobody.
    expectValidationError(await open({ category: 'ELECTRICAL', description: '', urgency: 'EMERGENCY' }), [
      'description',
    ]);
    expect(await mailsTo(inbox)).toHaveLength(before.size + 1);
  });
});
