import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { uploadPhoto } from '../inspections/inspection-test-support.ts';
import { paymentsTestKit } from '../payments/payment-test-support.ts';
import { ANSWERS, guarantorKit } from './guarantor-test-support.ts';

// The fiador (api.md 'Guarantees and the law of the lease'): the customer names one, who is e-mailed a link and
// answers from their own account (the invited e-mail's); staff approve or refuse with a reason; the rental
// waits for approval until the fiador is ACTIVE, and then, approval being automatic, moves on.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);
const { submittedWithFiador, invitationToken } = guarantorKit(() => testApp, 40);

/** Every log line, at the most talkative level: the invitation's token must be in none. */
const lines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    seed: true,
    env: { SESSION_TTL_HOURS: '8760', LOG_LEVEL: 'debug' },
    logStream: { write: (line) => lines.push(line) },
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('the fiador', () => {
  it('is invited, answers from the invited account, is approved by staff, and the rental moves on', async () => {
    const user = await kit.customer();
    const rentalId = await submittedWithFiador(user);
    const url = `/api/rentals/${rentalId}/guarantor`;
    const fiadorEmail = `fiador.${rentalId.slice(0, 8)}@exemplo.com.br`;
    const named = { name: 'Paulo Mendes', email: fiadorEmail, cpf: '111.444.777-35' };

    // Bad input and someone else's rental change nothing.
    expect((await kit.call(user, 'PUT', url, { ...named, cpf: '111.111.111-11' })).statusCode).toBe(400);
    const self = await kit.call(user, 'PUT', url, { ...named, email: user.email });
    const sameCpf = await kit.call(user, 'PUT', url, { ...named, cpf: '529.982.247-25' });
    expect(sameCpf.json().code, sameCpf.body).toBe('GUARANTOR_IS_CUSTOMER');
    expect(self.json().code, self.body).toBe('GUARANTOR_IS_CUSTOMER');
    const stranger = await kit.customer();
    expect((await kit.call(stranger, 'PUT', url, named)).statusCode).toBe(404);

    const invited = await kit.call(user, 'PUT', url, named);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().guarantee).toMatchObject({
      type: 'GUARANTOR',
      status: 'PENDING',
      guarantor: { name: 'Paulo Mendes', email: fiadorEmail, status: 'PENDING' },
    });
    const token = await invitationToken(fiadorEmail);
    const stored = await testApp.db
      .selectFrom('rental_guarantors')
      .selectAll()
      .where('rental_id', '=', rentalId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.cpf).toBe('11144477735');

    // Staff cannot approve the rental, nor the fiador before the answers.
    const bookings = await staff.staff('BOOKINGS');
    expect((await staff.call(bookings, 'POST', `/api/admin/rentals/${rentalId}/approve`)).json().code).toBe(
      'GUARANTEE_NOT_ACTIVE',
    );
    const early = await staff.call(bookings, 'POST', `/api/admin/rentals/${rentalId}/guarantor/approve`);
    expect(early.json().code, early.body).toBe('GUARANTOR_NOT_ANSWERED');

    // Only the invited e-mail's account answers, with its own documents, once.
    const acceptUrl = `/api/guarantor-invitations/${token}/accept`;
    const wrongAccount = await kit.call(stranger, 'POST', acceptUrl, { ...ANSWERS, documents: ['x.png'] });
    expect(wrongAccount.statusCode, wrongAccount.body).toBe(403);
    expect(wrongAccount.json().message).toContain(fiadorEmail);
    const fiador = await signUpUser(testApp.app, { email: fiadorEmail, name: 'Paulo Mendes' });
    const othersFile = await uploadPhoto(testApp, user);
    const notMine = await kit.call(fiador, 'POST', acceptUrl, { ...ANSWERS, documents: [othersFile] });
    expect(notMine.json().code, notMine.body).toBe('DOCUMENT_NOT_FOUND');
    const unmarried = await kit.call(fiador, 'POST', acceptUrl, {
      ...ANSWERS,
      spouse: null,
      documents: [othersFile],
    });
    expect(unmarried.statusCode, unmarried.body).toBe(400);
    const document = await uploadPhoto(testApp, fiador);
    const accepted = await kit.call(fiador, 'POST', acceptUrl, { ...ANSWERS, documents: [document] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      (await kit.call(fiador, 'POST', acceptUrl, { ...ANSWERS, documents: [document] })).json().code,
    ).toBe('GUARANTOR_ALREADY_ANSWERED');
    expect(
      (
        await kit.call(fiador, 'POST', `/api/guarantor-invitations/${'x'.repeat(43)}/accept`, {
          ...ANSWERS,
          documents: [document],
        })
      ).statusCode,
    ).toBe(404);

    // The guarantees queue asks staff to review it.
    const finance = await staff.staff('FINANCE');
    const queued = async () =>
      (await staff.call(finance, 'GET', '/api/admin/guarantees/queue'))
        .json()
        .items.filter((each: { rentalId: string }) => each.rentalId === rentalId);
    expect(await queued()).toEqual([
      expect.objectContaining({
        step: 'GUARANTOR_TO_REVIEW',
        amountCents: null,
        customerName: expect.any(String),
      }),
    ]);

    // Staff review the answers and approve: the rental, approved automatically, goes to signature.
    const review = await staff.call(bookings, 'GET', `/api/admin/rentals/${rentalId}/guarantor`);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      name: 'Paulo Mendes',
      cpf: '11144477735',
      answers: {
        maritalStatus: 'CASADO',
        maritalStatusLabel: 'Casado(a)',
        spouse: { name: 'Helena Mendes', cpf: '39053344705' },
        monthlyIncomeCents: 1_850_000,
      },
      documents: [document],
    });
    expect(
      (await staff.call(user, 'POST', `/api/admin/rentals/${rentalId}/guarantor/approve`)).statusCode,
    ).toBe(403);
    const approved = await staff.call(bookings, 'POST', `/api/admin/rentals/${rentalId}/guarantor/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('ACTIVE');
    expect(await queued()).toEqual([]);
    const rental = (await kit.call(user, 'GET', `/api/rentals/${rentalId}`)).json();
    expect(rental).toMatchObject({
      status: 'WAITING_FOR_SIGNATURE',
      guarantee: { status: 'ACTIVE', guarantor: { name: 'Paulo Mendes', status: 'ACTIVE' } },
    });
    // The contract now qualifies the fiador and the spouse who consents.
    const contract = await kit.call(user, 'GET', `/api/rentals/${rentalId}/contract`);
    expect(contract.statusCode).toBe(200);
    const file = join(await mkdtemp(join(tmpdir(), 'contrato-')), 'contrato.pdf');
    await writeFile(file, contract.rawPayload);
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
    const clause = stdout.replace(/\s+/g, ' ');
    expect(clause).toContain('FIADOR: Paulo Mendes, inscrito(a) no CPF sob o nº 111.444.777-35, casado(a)');
    expect(clause).toContain('com a outorga do cônjuge Helena Mendes');
    // The fiador sees that rental and its contract, and nothing else of the customer's.
    const asFiador = await kit.call(fiador, 'GET', `/api/rentals/${rentalId}`);
    expect(asFiador.statusCode, asFiador.body).toBe(200);
    expect(asFiador.json()).toMatchObject({
      id: rentalId,
      status: 'WAITING_FOR_SIGNATURE',
      accessCode: null,
      payments: [],
      guarantee: { guarantor: { name: 'Paulo Mendes' } },
    });
    const fiadorContract = await kit.call(fiador, 'GET', `/api/rentals/${rentalId}/contract`);
    expect(fiadorContract.statusCode).toBe(200);
    expect(Buffer.compare(fiadorContract.rawPayload, contract.rawPayload)).toBe(0);
    expect((await kit.call(fiador, 'GET', '/api/rentals')).json().items).toEqual([]);
    expect((await kit.call(fiador, 'GET', `/api/rentals/${rentalId}/statement`)).statusCode).toBe(404);
    expect((await kit.call(stranger, 'GET', `/api/rentals/${rentalId}`)).statusCode).toBe(404);
    const decided = await staff.call(bookings, 'POST', `/api/admin/rentals/${rentalId}/guarantor/reject`, {
      reason: 'Tarde demais',
    });
    expect(decided.json().code).toBe('GUARANTOR_ALREADY_DECIDED');
    // The token answered for the fiador and never reached a log line (its routes are logged redacted).
    await kit.call(fiador, 'GET', `/fiador/${token}`);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).toContain('/api/guarantor-invitations/[removido]/accept');
    const audit = await testApp.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `rental:${rentalId}`)
      .execute();
    expect(audit.map((row) => row.action)).toContain('guarantor.approve');
  });

  it('is refused with a reason, and the customer names another who is invited anew', async () => {
    const user = await kit.customer();
    const rentalId = await submittedWithFiador(user);
    const first = `primeiro.${rentalId.slice(0, 8)}@exemplo.com.br`;
    const named = await kit.call(user, 'PUT', `/api/rentals/${rentalId}/guarantor`, {
      name: 'Rui Costa',
      email: first,
      cpf: '111.444.777-35',
    });
    expect(named.statusCode, named.body).toBe(200);
    const token = await invitationToken(first);
    const fiador = await signUpUser(testApp.app, { email: first, name: 'Rui Costa' });
    const document = await uploadPhoto(testApp, fiador);
    await kit.call(fiador, 'POST', `/api/guarantor-invitations/${token}/accept`, {
      ...ANSWERS,
      maritalStatus: 'SOLTEIRO',
      spouse: null,
      documents: [document],
    });
    const bookings = await staff.staff('BOOKINGS');
    const reject = `/api/admin/rentals/${rentalId}/guarantor/reject`;
    expect((await staff.call(bookings, 'POST', reject, { reason: '' })).statusCode).toBe(400);
    const refused = await staff.call(bookings, 'POST', reject, {
      reason: 'Renda insuficiente para o aluguel.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const rental = (await kit.call(user, 'GET', `/api/rentals/${rentalId}`)).json();
    expect(rental).toMatchObject({
      status: 'WAITING_APPROVAL',
      guarantee: { status: 'REFUSED', refusalReason: 'Renda insuficiente para o aluguel.' },
    });
    await testApp.app.backgroundTasks.drain();
    const told = await testApp.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', user.email)
      .where('subject', '=', 'Não aprovamos o fiador indicado')
      .executeTakeFirst();
    expect(told?.text_body).toContain('Renda insuficiente para o aluguel.');

    const second = `segundo.${rentalId.slice(0, 8)}@exemplo.com.br`;
    const again = await kit.call(user, 'PUT', `/api/rentals/${rentalId}/guarantor`, {
      name: 'Lia Prado',
      email: second,
      cpf: '39053344705',
    });
    expect(again.json().guarantee).toMatchObject({ status: 'PENDING', guarantor: { name: 'Lia Prado' } });
    // The first invitation no longer answers.
    const stale = await kit.call(fiador, 'POST', `/api/guarantor-invitations/${token}/accept`, {
      ...ANSWERS,
      documents: [document],
    });
    expect(stale.statusCode).toBe(404);
    expect(await invitationToken(second)).not.toBe(token);
  });
});
