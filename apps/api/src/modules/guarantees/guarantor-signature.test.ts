import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { paymentsTestKit } from '../payments/payment-test-support.ts';
import { guarantorKit } from './guarantor-test-support.ts';

// A fiança's contract has two signers (api.md 'Guarantees and the law of the lease'): the customer and the
// fiador staff approved each sign it from their own account, in either order, the same bytes — the first
// signature fixes them —; the rental leaves WAITING_FOR_SIGNATURE with the last one, and the signed copy's
// evidence page lists each signer.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const staff = adminKit(() => testApp);
const { approvedFiador } = guarantorKit(() => testApp, 60);

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function contractOf(user: TestUser, rentalId: string): Promise<Buffer> {
  const contract = await kit.call(user, 'GET', `/api/rentals/${rentalId}/contract`);
  expect(contract.statusCode, contract.body).toBe(200);
  return contract.rawPayload;
}

function sign(user: TestUser, rentalId: string, sha: string) {
  return kit.call(user, 'POST', `/api/rentals/${rentalId}/contract/signature`, { accept: true, sha256: sha });
}

/** The subjects e-mailed to `email`, oldest first. */
async function subjectsTo(email: string): Promise<string[]> {
  // The rental's e-mails are jobs (decision 0011); the deliveries follow in the background.
  await testApp.app.jobQueue.drain();
  await testApp.app.backgroundTasks.drain();
  const rows = await testApp.db
    .selectFrom('outbox')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.subject);
}

/** The PDF's text, read by poppler's pdftotext, after qpdf found its structure sound. */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'via-assinada-')), 'via.pdf');
  writeFileSync(file, bytes);
  execFileSync('qpdf', ['--check', file]);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

describe('the contract of a fiança', () => {
  it('is signed by the customer, then by the fiador on the same bytes; the rental moves on with the last', async () => {
    const user = await kit.customer();
    const { rentalId, fiador, bookings } = await approvedFiador(user);
    expect(await subjectsTo(fiador.email)).toContain('O contrato que você garante está pronto para assinar');
    const contract = await contractOf(user, rentalId);
    // The fiador's own list: that lease, as they see it; nobody else's list holds it.
    const listed = await kit.call(fiador, 'GET', '/api/guarantor/rentals');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ id: rentalId, status: 'WAITING_FOR_SIGNATURE', payments: [], accessCode: null }],
    });
    expect((await kit.call(user, 'GET', '/api/guarantor/rentals')).json()).toEqual({ items: [], total: 0 });
    expect((await kit.call(null, 'GET', '/api/guarantor/rentals')).statusCode).toBe(401);

    // The customer signs: the rental still waits, for the fiador.
    const first = await sign(user, rentalId, sha256(contract));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'WAITING_FOR_SIGNATURE',
      contract: {
        signedAt: null,
        sha256: sha256(contract),
        signatures: [{ role: 'TENANT', roleLabel: 'Locatário', name: user.name }],
      },
    });
    expect((await sign(user, rentalId, sha256(contract))).json().code).toBe('CONTRACT_ALREADY_SIGNED');
    expect(await subjectsTo(fiador.email)).toContain(
      `${user.name} assinou o contrato: falta a sua assinatura`,
    );
    expect(await subjectsTo(user.email)).not.toContain('Contrato assinado: falta só o pagamento');

    // The customer's profile changes meanwhile: the fiador still reads, and signs, the bytes the customer signed.
    await testApp.db
      .updateTable('users')
      .set({ address_street: 'Rua das Palmeiras' })
      .where('email', '=', user.email)
      .execute();
    const asFiador = await contractOf(fiador, rentalId);
    expect(sha256(asFiador)).toBe(sha256(contract));
    const stranger = await kit.customer();
    expect((await sign(stranger, rentalId, sha256(contract))).statusCode).toBe(404);
    expect((await sign(fiador, rentalId, 'a'.repeat(64))).json().code).toBe('CONTRACT_CHANGED');
    const last = await sign(fiador, rentalId, sha256(asFiador));
    expect(last.statusCode, last.body).toBe(200);
    // The fiador is answered the rental as they see it: without the payments, the door or the guests.
    expect(last.json()).toMatchObject({ status: 'WAITING_FOR_PAYMENT', payments: [], accessCode: null });
    expect((await sign(fiador, rentalId, sha256(asFiador))).json().code).toBe('CONTRACT_ALREADY_SIGNED');

    const rental = (await kit.call(user, 'GET', `/api/rentals/${rentalId}`)).json();
    expect(rental.status).toBe('WAITING_FOR_PAYMENT');
    expect(rental.contract.signatures.map((each: { role: string }) => each.role)).toEqual([
      'TENANT',
      'GUARANTOR',
    ]);
    expect(rental.contract.signedAt).toBe(rental.contract.signatures[1].signedAt);
    expect(await subjectsTo(user.email)).toContain('Contrato assinado: falta só o pagamento');

    // One signed copy for both, the contract's bytes first, then the evidence page listing each signer.
    const copy = await kit.call(user, 'GET', `/api/rentals/${rentalId}/contract/signed`);
    const fiadorCopy = await kit.call(fiador, 'GET', `/api/rentals/${rentalId}/contract/signed`);
    expect(copy.statusCode).toBe(200);
    expect(sha256(fiadorCopy.rawPayload)).toBe(sha256(copy.rawPayload));
    expect(sha256(copy.rawPayload.subarray(0, contract.length))).toBe(sha256(contract));
    const text = pdfText(copy.rawPayload);
    expect(text).toContain('SIGNATÁRIO 1 – LOCATÁRIO');
    expect(text).toContain('SIGNATÁRIO 2 – FIADOR');
    expect(text).toContain('Paulo Mendes');
    expect(text).toContain('CPF 111.444.777-35');
    // The fiador's copy of their data holds what they answered and their signature (LGPD, art. 18).
    const exported = await kit.call(fiador, 'GET', '/api/me/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({
      rentals: [],
      guarantees: [
        { rentalId, name: 'Paulo Mendes', cpf: '11144477735', answers: { maritalStatus: 'CASADO' } },
      ],
      consents: [{ kind: 'CONTRACT_SIGNATURE', reference: `rental:${rentalId}`, email: fiador.email }],
    });
    const detail = (await staff.call(bookings, 'GET', `/api/admin/rentals/${rentalId}`)).json();
    expect(detail.contract).toMatchObject({
      email: user.email,
      signers: [
        { role: 'TENANT', name: user.name, email: user.email },
        { role: 'GUARANTOR', name: 'Paulo Mendes', email: fiador.email },
      ],
    });
  });

  it('may be signed by the fiador first: the customer is told, and signs the bytes the fiador signed', async () => {
    const user = await kit.customer();
    const { rentalId, fiador } = await approvedFiador(user);
    const contract = await contractOf(fiador, rentalId);
    const first = await sign(fiador, rentalId, sha256(contract));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('WAITING_FOR_SIGNATURE');
    expect(await subjectsTo(user.email)).toContain('Paulo Mendes assinou o contrato: falta a sua assinatura');
    const partial = await kit.call(user, 'GET', `/api/rentals/${rentalId}/contract/signed`);
    expect(pdfText(partial.rawPayload)).toContain('FIADOR');

    const last = await sign(user, rentalId, sha256(await contractOf(user, rentalId)));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      contract: { signatures: [{ role: 'GUARANTOR' }, { role: 'TENANT' }] },
    });
    const rows = await testApp.db
      .selectFrom('contract_signatures')
      .select(['role', 'contract_sha256'])
      .where('rental_id', '=', rentalId)
      .execute();
    expect(new Set(rows.map((row) => row.contract_sha256))).toEqual(new Set([sha256(contract)]));
  });
});
